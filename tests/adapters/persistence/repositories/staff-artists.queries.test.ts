import type { DatabaseHandle } from '../../../../adapters/persistence/database';
import { DrizzleStaffArtistsQueries } from '../../../../adapters/persistence/repositories/drizzle.staff-artists.queries';
import { openTestDatabase, testEngines } from '../../../support/test-database';
import { insertArtist, insertSubmission } from './seed-rows';

const at = (day: number) => new Date(Date.UTC(2030, 0, day, 10));

describe.each(testEngines())('DrizzleStaffArtistsQueries on %s', (engine) => {
  let database: DatabaseHandle;
  let queries: DrizzleStaffArtistsQueries;
  let zed: string;
  let amber: string;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    queries = new DrizzleStaffArtistsQueries(database.db);
    zed = await insertArtist(database, { artistName: 'Zed Moss', artistCode: 'ART-ZED', email: 'zed@example.com' });
    amber = await insertArtist(database, { artistName: 'amber_vale', artistCode: 'ART-AMB', email: 'amber@example.com' });
    await insertArtist(database, { artistName: 'Bo 100%', artistCode: 'ART-BO', email: 'bo@example.com' });
    await insertSubmission(database, { artistId: amber });
    await insertSubmission(database, { artistId: amber });
    for (const [status, day] of [
      ['declined', 1],
      ['signed', 2],
    ] as const) {
      await database.query(
        `INSERT INTO signature_requests (artist_id, adapter, status, signer_name, signer_email, document_text, document_sha256, created_at, expires_at, completed_at)
         VALUES ($1, 'built-in', $2, 'A', 'a@example.com', 't', 's', $3, $3, $3)`,
        [amber, status, at(day).toISOString()],
      );
    }
    await database.query(
      `INSERT INTO sessions (id_hash, role, subject_id, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
       VALUES ('s1', 'artist', $1, $2, $2, $2, $2), ('s2', 'artist', $1, $3, $3, $3, $3), ('s3', 'staff', $1, $4, $4, $4, $4)`,
      [amber, at(3).toISOString(), at(4).toISOString(), at(9).toISOString()],
    );
    await database.query("INSERT INTO artist_credentials (artist_id, code_hash) VALUES ($1, 'h'), ($2, 'h')", [amber, zed]);
    await database.query('UPDATE artist_credentials SET revoked_at = now() WHERE artist_id = $1', [zed]);
  });
  afterAll(() => database.close());

  it('lists artists by name in any case, with agreement, submissions, last artist sign-in and live code', async () => {
    const rows = await queries.list({ limit: 10, offset: 0 });
    expect(rows.map((r) => r.artistCode)).toEqual(['ART-AMB', 'ART-BO', 'ART-ZED']);
    expect(rows[0]).toMatchObject({
      id: amber,
      submissionCount: 2,
      lastSignInAt: at(4),
      hasSignInCode: true,
      agreement: { status: 'signed', completedAt: at(2) },
    });
    expect(rows[2]).toMatchObject({ id: zed, submissionCount: 0, lastSignInAt: null, hasSignInCode: false, agreement: null });
  });

  it('pages with limit and offset', async () => {
    expect((await queries.list({ limit: 1, offset: 1 })).map((r) => r.artistCode)).toEqual(['ART-BO']);
  });

  it('searches name, artist ID and email, taking % and _ literally', async () => {
    expect((await queries.list({ search: 'art-zed', limit: 10, offset: 0 })).map((r) => r.id)).toEqual([zed]);
    expect((await queries.list({ search: 'AMBER@', limit: 10, offset: 0 })).map((r) => r.id)).toEqual([amber]);
    expect((await queries.list({ search: '_', limit: 10, offset: 0 })).map((r) => r.id)).toEqual([amber]);
    expect((await queries.list({ search: '0%', limit: 10, offset: 0 })).map((r) => r.artistCode)).toEqual(['ART-BO']);
  });
});
