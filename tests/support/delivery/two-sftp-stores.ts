import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { ManualClock } from '../../fakes/manual.clock';
import { createArtist, signInArtist } from '../identity-fixtures';
import { STAFF_AUTHORIZATION } from '../test-config';
import { useTestApp } from '../use-test-app';
import { SftpTestServer } from './sftp-test-server';

/**
 * Its own app on a manual clock and two SFTP servers standing for two stores, started around the enclosing suite,
 * and an artist signed in to read their releases; with the staff API and the delivery jobs at hand. Delivery targets
 * are label-wide, so a suite that adds them needs an app of its own.
 */
export function useTwoSftpStores(folderPrefix: string) {
  const clock = new ManualClock('2026-11-27T10:00:00Z');
  const app = useTestApp({ clock });
  const stores = [0, 1].map(() => new SftpTestServer(mkdtempSync(path.join(os.tmpdir(), folderPrefix))));
  beforeAll(() => Promise.all(stores.map((s) => s.start())));
  afterAll(() => Promise.all(stores.map((s) => s.stop())));
  const artist = { id: '', cookie: '' };
  beforeAll(async () => {
    const created = await createArtist(app());
    artist.id = created.id;
    artist.cookie = await signInArtist(app(), created);
  });

  const api = (method: 'get' | 'post' | 'put' | 'patch', url: string) => request(app().http)[method](`/api${url}`).set(STAFF_AUTHORIZATION);
  const drain = () => app().infrastructure.jobs.worker.drain();
  const readAcknowledgements = async () => {
    await app().infrastructure.jobs.queue.enqueue({ kind: 'delivery.read-acknowledgements', payload: {} });
    await drain();
  };
  return { clock, app, stores, artist, api, drain, readAcknowledgements };
}

/** Every complete batch in a store's folder, oldest first: its folder, release message and manifest. */
export function batchesIn(store: SftpTestServer) {
  const root = path.join(store.root, 'inbox');
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((name) => !name.startsWith('.'))
    .sort()
    .map((batch) => {
      const folder = path.join(root, batch);
      const manifest = readFileSync(path.join(folder, `BatchComplete_${batch}.xml`), 'utf8');
      const upc = readdirSync(folder).find((name) => statSync(path.join(folder, name)).isDirectory()) ?? '';
      return { folder, batch, upc, manifest, message: readFileSync(path.join(folder, upc, `${upc}.xml`), 'utf8') };
    });
}
