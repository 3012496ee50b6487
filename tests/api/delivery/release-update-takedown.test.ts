import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DELIVERY_KIND_MESSAGES } from '../../../domain/release';
import { ManualClock } from '../../fakes/manual.clock';
import { validateErn432 } from '../../support/ddex-schema';
import { aDeliveryTarget } from '../../support/delivery/delivery-target.mother';
import { insertRelease, type ReleaseFixture } from '../../support/delivery/release-fixture';
import { SftpTestServer } from '../../support/delivery/sftp-test-server';
import { asBrowser, createArtist, signInArtist } from '../../support/identity-fixtures';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { startTestApp } from '../../support/test-app';
import { useStartedApp } from '../../support/use-test-app';

// Its own app: delivery by SFTP is a setting read at start, and this file's server is only known once it listens.
describe('updates and takedowns of a delivered release, to each target, valid against ERN 4.3.2', () => {
  const server = new SftpTestServer(mkdtempSync(path.join(os.tmpdir(), 'sftp-root-')));
  const clock = new ManualClock('2026-11-27T10:00:00Z');
  beforeAll(() => server.start());
  const app = useStartedApp(() => startTestApp({ clock, env: server.deliveryEnv() }));
  afterAll(() => server.stop());
  let release: ReleaseFixture;

  const api = (method: 'get' | 'post' | 'put', url: string) => request(app().http)[method](`/api${url}`).set(STAFF_AUTHORIZATION);
  const delivery = (sub = '') => `/review-desk/submissions/${release.submissionId}/delivery${sub}`;
  const drain = () => app().infrastructure.jobs.worker.drain();
  /** Every complete batch's release message in a target's folder, oldest first. */
  const messages = (folder: string) => {
    const root = path.join(server.root, folder);
    if (!existsSync(root)) return [];
    return readdirSync(root)
      .filter((batch) => !batch.startsWith('.'))
      .sort()
      .map((batch) => {
        expect(existsSync(path.join(root, batch, `BatchComplete_${batch}.xml`))).toBe(true);
        const [upc] = readdirSync(path.join(root, batch)).filter((name) => !name.startsWith('BatchComplete'));
        return readFileSync(path.join(root, batch, upc, `${upc}.xml`), 'utf8');
      });
  };

  let artist: Awaited<ReturnType<typeof createArtist>>;
  let artistCookie: string;
  const artistView = async () =>
    (await request(app().http).get(`/api/profile/submissions/${release.submissionId}`).set(asBrowser(artistCookie)).expect(200)).body
      .submission;

  beforeAll(async () => {
    artist = await createArtist(app());
    artistCookie = await signInArtist(app(), artist);
    const storage = app().infrastructure.fileStorage;
    release = await insertRelease(app().database, { storage, artistId: artist.id, releaseDate: '2026-12-10' });
  });

  it('refuses an update or takedown before the stores have the release, and a takedown without a reason', async () => {
    await api('post', `/review-desk/submissions/${release.submissionId}/status`).send({ status: 'Approved' }).expect(200);
    expect((await api('post', delivery('/update')).expect(409)).body.error).toBe(DELIVERY_KIND_MESSAGES.notDeliveredYet);
    await api('post', delivery()).expect(200);
    await drain();
    expect((await api('get', delivery()).expect(200)).body.delivery).toMatchObject({ status: 'delivered', kind: 'release' });
    for (const body of [{}, { reason: '   ' }])
      expect((await api('post', delivery('/takedown')).send(body).expect(400)).body.error).toBe(
        DELIVERY_KIND_MESSAGES.takedownReasonMissing,
      );
    const long = { reason: 'x'.repeat(501) };
    expect((await api('post', delivery('/takedown')).send(long).expect(400)).body.error).toBe(DELIVERY_KIND_MESSAGES.takedownReasonTooLong);
  });

  it('an update resends the whole release to each target; a takedown sends it without deals; each once, each valid', async () => {
    const second = aDeliveryTarget({
      name: 'Test feed',
      host: '127.0.0.1',
      port: server.port,
      username: server.credentials.username,
      password: server.credentials.password,
      folder: '/test-feed',
      messageControl: 'test',
    });
    await api('post', '/staff/delivery-targets').send(second).expect(201);

    const updated = (await api('post', delivery('/update')).expect(200)).body;
    expect(updated.delivery).toMatchObject({ status: 'queued', kind: 'update', deliveredAt: expect.any(String) });
    // Two business days before a release date five days away: an update needs no warning here.
    expect(updated.leadTimeWarnings).toEqual([]);
    // Pressed twice while queued: one job, one batch per target.
    await api('post', delivery('/update')).expect(200);
    await drain();
    expect((await api('get', delivery()).expect(200)).body.delivery).toMatchObject({ status: 'delivered', kind: 'update' });
    const [first, update] = messages('inbox');
    const [testFeedUpdate] = messages('test-feed');
    expect(messages('inbox')).toHaveLength(2);
    expect(messages('test-feed')).toHaveLength(1);
    for (const xml of [first, update, testFeedUpdate]) expect(validateErn432(xml)).toEqual({ valid: true, report: expect.any(String) });
    // The update is the whole release again, deals and resources, in the same thread under a new message id.
    expect(update).toContain('<DealList>');
    expect(update).toContain('<SoundRecording>');
    const tag = (xml: string, name: string) => xml.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1];
    expect(tag(update, 'MessageThreadId')).toBe(tag(first, 'MessageThreadId'));
    expect(tag(update, 'MessageId')).not.toBe(tag(first, 'MessageId'));
    // Each target's own setting: the live store gets LiveMessage, the test feed TestMessage.
    expect(tag(update, 'MessageControlType')).toBe('LiveMessage');
    expect(tag(testFeedUpdate, 'MessageControlType')).toBe('TestMessage');

    const takenDown = (await api('post', delivery('/takedown')).send({ reason: '  Rights dispute with the sample owner ' }).expect(200))
      .body;
    expect(takenDown.delivery).toMatchObject({
      status: 'queued',
      kind: 'takedown',
      takedownReason: 'Rights dispute with the sample owner',
    });
    await drain();
    expect((await api('get', delivery()).expect(200)).body.delivery).toMatchObject({ status: 'delivered', kind: 'takedown' });
    const takedowns = [messages('inbox')[2], messages('test-feed')[1]];
    for (const xml of takedowns) {
      expect(validateErn432(xml).valid).toBe(true);
      expect(xml).not.toContain('DealList');
      expect(xml).not.toContain('Purge');
      expect(xml).toContain('<ReleaseList>');
    }
    expect(messages('inbox')).toHaveLength(3);
    expect(messages('test-feed')).toHaveLength(2);
    // The artist reads the takedown store by store, with the reason staff gave, and no longer 'Sent to stores'.
    expect(await artistView()).toMatchObject({
      stores: ['Removed from SFTP 127.0.0.1', 'Removed from Test feed'],
      takedownReason: 'Rights dispute with the sample owner',
      sentToStoresAt: null,
    });
    const states = (await api('get', delivery()).expect(200)).body.targets;
    expect(states.map((t: { name: string; label: string }) => [t.name, t.label])).toEqual([
      ['SFTP 127.0.0.1', 'Delivered'],
      ['Test feed', 'Delivered'],
    ]);
  });

  it('each target shows its own state: one Delivered while another retries, and the retry sends only to the one that failed', async () => {
    const down = aDeliveryTarget({ name: 'Down store', host: '127.0.0.1', port: 1, folder: '/down' });
    const added = (await api('post', '/staff/delivery-targets').send(down).expect(201)).body.target;
    await api('post', delivery('/update')).expect(200);
    await drain();
    const failing = (await api('get', delivery()).expect(200)).body;
    expect(failing.delivery).toMatchObject({ status: 'retrying', kind: 'update' });
    expect(failing.targets.map((t: { name: string; status: string }) => [t.name, t.status])).toEqual([
      ['Down store', 'retrying'],
      ['SFTP 127.0.0.1', 'delivered'],
      ['Test feed', 'delivered'],
    ]);
    expect([messages('inbox').length, messages('test-feed').length]).toEqual([4, 3]);
    expect((await artistView()).stores).toEqual([
      'Down store: Held up: the label is looking into it',
      'SFTP 127.0.0.1: Sent',
      'Test feed: Sent',
    ]);

    await request(app().http).delete(`/api/staff/delivery-targets/${added.id}`).set(STAFF_AUTHORIZATION).expect(200);
    clock.advance(24 * 3600_000);
    await drain();
    const done = (await api('get', delivery()).expect(200)).body;
    expect(done.delivery).toMatchObject({ status: 'delivered', kind: 'update' });
    expect(done.targets.map((t: { status: string }) => t.status)).toEqual(['delivered', 'delivered']);
    artistCookie = await signInArtist(app(), artist); // a day later: the first session has ended
    expect((await artistView()).stores).toEqual(['SFTP 127.0.0.1: Sent', 'Test feed: Sent']);
    // The retry found both stores already had this update: nothing was sent to them twice.
    expect([messages('inbox').length, messages('test-feed').length]).toEqual([4, 3]);
  });
});
