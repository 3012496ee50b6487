import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { HOUSEKEEPING } from '../support/scale/housekeeping-kinds';
import { NGINX } from '../support/scale/nginx-balancer';
import { ScaleCluster } from '../support/scale/scale-cluster';
import { formSession, openPatch, tusCreate, tusOffset, tusPatch } from '../support/scale/tus-client';
import { wavHeader } from '../support/media/wav-builder';
import { describeOnPostgres } from '../support/describe-on-postgres';

// Above the server project's 300 s: three portal processes, nginx and an S3 fake start, then 20 MB uploads run through them.
jest.setTimeout(900_000);

// Three API processes on one PostgreSQL database behind nginx (round-robin, no sticky sessions), files on an S3
// fake that stores aws-chunked bodies as sent. PostgreSQL is what makes them one portal, so without
// TEST_DATABASE_URL the suite says so in a test of its own instead of running.
const MB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function aWav(bytes: number): Buffer {
  const frames = Math.floor((bytes - 44) / 4);
  return Buffer.concat([wavHeader({ bits: 16, rate: 44100, channels: 2, frames }), randomBytes(frames * 4)]);
}

async function eventually<T>(attempt: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeOnPostgres('scale-out (three instances, PostgreSQL, nginx, S3)', (adminUrl) => {
  const cluster = new ScaleCluster(adminUrl, 3);
  /** Whether some connection holds the session advisory lock the upload locker takes for `key`. */
  const advisoryLockHeld = async (key: string): Promise<boolean> => {
    const [row] = await cluster.query<{ held: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted
         AND ((classid::bigint << 32) | objid::bigint) = hashtextextended($1, 0)) AS held`,
      [key],
    );
    return row.held;
  };
  let session: string;
  beforeAll(async () => {
    expect(existsSync(NGINX)).toBe(true);
    await cluster.start();
    session = await formSession(cluster.balancer.url);
  });
  afterAll(() => cluster.stop());

  it('three instances started at once on an empty database: all up, one seed, each housekeeping job once', async () => {
    for (const instance of cluster.instances) expect((await fetch(`${instance.url}/api/health`)).status).toBeLessThan(500);
    expect(await cluster.query('SELECT count(*)::int AS n FROM staff_accounts')).toEqual([{ n: 1 }]);
    expect(await cluster.query(`SELECT count(*)::int AS n FROM artists WHERE artist_code = 'DEMO-ARTIST'`)).toEqual([{ n: 1 }]);
    expect(await cluster.query('SELECT count(*)::int AS n FROM submissions')).toEqual([{ n: 3 }]);
    const jobs = await cluster.query<{ kind: string; n: number }>(
      `SELECT kind, count(*)::int AS n FROM jobs WHERE kind = ANY($1) AND run_at < now() + interval '1 hour' GROUP BY kind ORDER BY kind`,
      [HOUSEKEEPING],
    );
    expect(jobs).toEqual([...HOUSEKEEPING].sort().map((kind) => ({ kind, n: 1 })));
  });

  it('a tus upload whose PATCHes hop instances survives a kill -9 of one of them mid-upload', async () => {
    const source = aWav(20 * MB);
    const url = cluster.balancer.url;
    const location = await tusCreate(url, session, source.length);
    let offset = 0;
    for (let i = 0; i < 4; i++) {
      const answer = await tusPatch(url, location, session, offset, source.subarray(offset, offset + MB));
      expect(answer.status).toBe(204);
      offset = Number(answer.headers['upload-offset']);
    }
    // A PATCH is on the wire when instance 2 dies (it may be the one serving it, or not).
    const inFlight = openPatch(url, location, session, offset, 4 * MB);
    await inFlight.send(source.subarray(offset, offset + MB));
    await cluster.instances[1].kill();
    inFlight.end(source.subarray(offset + MB, offset + 4 * MB));
    expect([0, 204, 409, 423, 500, 502]).toContain((await inFlight.answer).status);
    let last = { status: 0, headers: {}, body: '' } as Awaited<ReturnType<typeof tusPatch>>;
    while (last.status !== 200) {
      offset = await eventually(async () => {
        const head = await tusOffset(url, location, session);
        return head.status === 200 ? head.offset : undefined;
      }, 'the offset after the kill');
      last = await tusPatch(url, location, session, offset, source.subarray(offset, offset + 2 * MB));
      expect([200, 204, 409, 423]).toContain(last.status);
    }
    const { fileId } = JSON.parse(last.body) as { fileId: string };
    const [row] = await cluster.query<{ sha256: string; storage_key: string; status: string }>(
      'SELECT sha256, storage_key, status FROM uploads WHERE id = $1',
      [fileId],
    );
    expect(row).toMatchObject({ status: 'stored', sha256: sha256(source) });
    expect((await cluster.s3.bytes(row.storage_key)).equals(source)).toBe(true);
  });

  it('two simultaneous PATCHes at offset 0 on two instances: one stores, the other is refused, the file is the winner', async () => {
    const [a, c] = [cluster.instances[0], cluster.instances[2]];
    const bodies = [aWav(20 * MB), aWav(20 * MB)];
    const location = await tusCreate(a.url, session, bodies[0].length);
    // Both are on the wire, their first bytes sent, before either can finish: whichever instance takes the upload
    // first, the other meets it writing, however slowly either instance gets to its request.
    const patches = [a, c].map((instance, i) => openPatch(instance.url, location, session, 0, bodies[i].length));
    await Promise.all(patches.map((patch, i) => patch.send(bodies[i].subarray(0, 64 * 1024))));
    const noRefusal = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('neither PATCH was refused while both were open')), 120_000).unref(),
    );
    const first = await Promise.race([noRefusal, ...patches.map((patch, i) => patch.answer.then((answer) => ({ answer, loser: i })))]);
    expect([409, 423]).toContain(first.answer.status);
    expect(JSON.parse(first.answer.body)).toMatchObject({ success: false });
    patches[first.loser].abort();
    const winner = 1 - first.loser;
    patches[winner].end(bodies[winner].subarray(64 * 1024));
    const stored = await patches[winner].answer;
    expect(stored.status).toBe(200);
    const { fileId } = JSON.parse(stored.body) as { fileId: string };
    const [row] = await cluster.query<{ sha256: string; storage_key: string }>('SELECT sha256, storage_key FROM uploads WHERE id = $1', [
      fileId,
    ]);
    expect(row.sha256).toBe(sha256(bodies[winner]));
    expect((await cluster.s3.bytes(row.storage_key)).equals(bodies[winner])).toBe(true);
  });

  it('a PATCH that finds another instance writing the upload is refused with 423 before it writes', async () => {
    const [a, c] = [cluster.instances[0], cluster.instances[2]];
    const first = aWav(4 * MB);
    const location = await tusCreate(a.url, session, first.length);
    const writing = openPatch(a.url, location, session, 0, first.length);
    await writing.send(first.subarray(0, 64 * 1024));
    // Watched in PostgreSQL rather than probed with a HEAD: a probe takes the lock for a moment itself, and a PATCH that
    // meets it then is refused and never writes.
    await eventually(async () => ((await advisoryLockHeld(`tus:${location.split('/').pop()}`)) ? true : undefined), 'the lock');
    const refused = await tusPatch(c.url, location, session, 0, aWav(4 * MB));
    expect(refused.status).toBe(423);
    expect(JSON.parse(refused.body)).toMatchObject({ success: false });
    writing.end(first.subarray(64 * 1024));
    const done = await writing.answer;
    expect(done.status).toBe(200);
    const [row] = await cluster.query<{ storage_key: string }>('SELECT storage_key FROM uploads WHERE id = $1', [
      (JSON.parse(done.body) as { fileId: string }).fileId,
    ]);
    expect((await cluster.s3.bytes(row.storage_key)).equals(first)).toBe(true);
  });
});
