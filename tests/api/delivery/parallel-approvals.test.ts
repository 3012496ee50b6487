import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import type { DatabaseHandle } from '../../../adapters/persistence/database';
import { migrate } from '../../../adapters/persistence/migrator';
import { openPostgresDatabase } from '../../../adapters/persistence/postgres.database';
import { parseIsrc, parseUpc } from '../../../domain/catalogue';
import { insertRelease } from '../../support/delivery/release-fixture';
import { startTestApp, type TestApp } from '../../support/test-app';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { describeOnPostgres } from '../../support/describe-on-postgres';

// Two app instances, each with its own connection pool, on one PostgreSQL database: the identifier ranges are
// shared only through the database's row lock. PGlite is one process, so this needs TEST_DATABASE_URL.
const APPROVALS = 20;

describeOnPostgres('parallel approvals on two instances', (adminUrl) => {
  const name = `portal_ids_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  const url = () => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const handles: DatabaseHandle[] = [];
  const apps: TestApp[] = [];

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    for (let i = 0; i < 2; i++) {
      const handle = await openPostgresDatabase(url(), 10, () => undefined);
      if (i === 0) await migrate(handle);
      handles.push(handle);
      apps.push(await startTestApp({ database: handle }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it(`${APPROVALS} releases approved at once across both instances never share an identifier`, async () => {
    const releases = [];
    for (let i = 0; i < APPROVALS; i++) releases.push(await insertRelease(handles[0], { tracks: 2, title: `Release ${i}` }));
    const answers = await Promise.all(
      releases.map((release, i) =>
        request(apps[i % 2].http)
          .post(`/api/review-desk/submissions/${release.submissionId}/status`)
          .set(STAFF_AUTHORIZATION)
          .send({ status: 'Approved' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(releases.map(() => 200));

    const isrcs = (await handles[1].query<{ isrc: string }>('SELECT isrc FROM submission_tracks WHERE isrc IS NOT NULL')).map(
      (r) => r.isrc,
    );
    const upcs = (await handles[1].query<{ upc: string }>('SELECT upc FROM submissions WHERE upc IS NOT NULL')).map((r) => r.upc);
    expect(isrcs).toHaveLength(APPROVALS * 2);
    expect(new Set(isrcs).size).toBe(APPROVALS * 2);
    expect(upcs).toHaveLength(APPROVALS);
    expect(new Set(upcs).size).toBe(APPROVALS);
    for (const isrc of isrcs) expect(parseIsrc(isrc).ok).toBe(true);
    for (const upc of upcs) expect(parseUpc(upc).ok).toBe(true);
    // Sequential: the designations are exactly 1..40, with no gap and no repeat.
    const designations = isrcs.map((isrc) => Number(isrc.slice(-5))).sort((a, b) => a - b);
    expect(designations).toEqual(Array.from({ length: APPROVALS * 2 }, (_, i) => i + 1));
  });
});
