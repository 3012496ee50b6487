import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DrizzleReleaseDeliveryRepository } from '../../../adapters/persistence/repositories/drizzle.release-delivery.repository';
import { demoIsrc, demoUpc } from '../../support/builders/release-for-delivery.builder';
import {
  CRASH_PHASES,
  crashDatabase,
  holdAt,
  newCrashStorage,
  replaceStoredAudio,
  runDeliveryChild,
} from '../../support/crash/delivery-crash-world';
import { insertRelease } from '../../support/delivery/release-fixture';
import { SftpTestServer } from '../../support/delivery/sftp-test-server';
import { testEngines } from '../../support/test-database';

// kill -9 of a delivery at each phase of its upload, then the retry. Its own processes and databases (the
// delivery must die mid-upload, which only a child process can). One kill per phase per engine here; run it by hand
// with DELIVERY_CRASH_ROUNDS=5 for five of each.
const ROUNDS = Number(process.env.DELIVERY_CRASH_ROUNDS ?? 1);
const server = new SftpTestServer(mkdtempSync(path.join(os.tmpdir(), 'crash-delivery-sftp-')));
beforeAll(() => server.start());
afterAll(() => server.stop());

let item = 0;

describe.each(testEngines())('a delivery killed with SIGKILL at each phase, then retried, on %s', (engine) => {
  it(
    `leaves exactly one complete batch per release and no partial folder (${ROUNDS} round(s) of ${CRASH_PHASES.length} kills)`,
    async () => {
      const database = await crashDatabase(engine);
      const { dir, storage } = newCrashStorage();
      try {
        for (let round = 0; round < ROUNDS; round++) {
          const folder = `/inbox-${engine}-${round}`;
          const env = { ...database.env, CRASH_STORAGE_DIR: dir, CRASH_SFTP_FOLDER: folder };
          const seeding = await database.open();
          const releases: { id: string; upc: string; audioSha256: string; takedown: boolean }[] = [];
          for (const [index] of CRASH_PHASES.entries()) {
            // Every other release is a takedown (its message without deals): the same batches, the same exactly-once.
            const takedown = index % 2 === 1;
            const upc = demoUpc(++item);
            const fixture = await insertRelease(seeding, { storage, status: 'Approved', upc, isrcs: { 0: demoIsrc(item) }, tracks: 1 });
            const audioSha256 = await replaceStoredAudio(seeding, storage, fixture.files[0].storageKey, Buffer.alloc(512 * 1024, item));
            const order = takedown
              ? ({ kind: 'takedown', reason: 'Crash test', reasonShown: true } as const)
              : ({ kind: 'release' } as const);
            await new DrizzleReleaseDeliveryRepository(seeding.db).queue(fixture.submissionId, 'sftp', new Date(), null, order);
            releases.push({ id: fixture.submissionId, upc, audioSha256, takedown });
          }
          await seeding.close();

          // Each child retries the release the last one died on, then dies on the next release's phase.
          for (const [index, phase] of CRASH_PHASES.entries()) {
            const ids = [...(index > 0 ? [releases[index - 1].id] : []), releases[index].id];
            const run = await runDeliveryChild(server, env, ids, holdAt(phase, releases[index].upc, server.root));
            expect({ phase, killed: run.killed, signalled: run.code === null, output: run.output }).toEqual({
              phase,
              killed: true,
              signalled: true,
              output: '',
            });
          }
          const last = await runDeliveryChild(server, env, [releases.at(-1)!.id], null);
          expect({ code: last.code, output: last.output }).toEqual({ code: 0, output: '' });

          const inbox = path.join(server.root, folder);
          expect(readdirSync(inbox).filter((name) => name.startsWith('.'))).toEqual([]);
          for (const release of releases) {
            const batches = readdirSync(inbox).filter((batch) => existsSync(path.join(inbox, batch, release.upc)));
            expect({ upc: release.upc, batches: batches.length }).toEqual({ upc: release.upc, batches: 1 });
            const manifest = readFileSync(path.join(inbox, batches[0], `BatchComplete_${batches[0]}.xml`), 'utf8');
            expect(manifest).toContain(`<HashSum>${release.audioSha256}</HashSum>`);
            const message = readFileSync(path.join(inbox, batches[0], release.upc, `${release.upc}.xml`), 'utf8');
            expect({ upc: release.upc, deals: message.includes('<DealList>') }).toEqual({ upc: release.upc, deals: !release.takedown });
          }
          const check = await database.open();
          try {
            const rows = await check.query<{ status: string; open: string }>(
              `SELECT d.status, (SELECT count(*) FROM release_delivery_batches b WHERE b.submission_id = d.submission_id AND b.completed_at IS NULL)::text AS open
               FROM release_deliveries d WHERE d.submission_id = ANY($1::uuid[])`,
              [releases.map((r) => r.id)],
            );
            expect(rows).toEqual(releases.map(() => ({ status: 'delivered', open: '0' })));
          } finally {
            await check.close();
          }
        }
      } finally {
        await database.drop();
      }
      // Five children per round, each opening the database anew: the five-round run by hand needs more than the project's 300 s.
    },
    Math.max(300_000, ROUNDS * 150_000),
  );
});
