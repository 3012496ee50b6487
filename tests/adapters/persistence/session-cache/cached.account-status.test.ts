import { randomUUID } from 'node:crypto';
import { DrizzleAccountStatusReader } from '../../../../adapters/persistence/repositories/drizzle.account-status.reader';
import { DrizzleSessionRepository } from '../../../../adapters/persistence/repositories/drizzle.session.repository';
import type { AccountStatusReader } from '../../../../application/ports/account-status.port';
import type { SessionRole } from '../../../../application/ports/session.repository.port';
import { eventually } from '../../../support/eventually';
import { twoProcesses } from './two-processes';
import { testEngines } from '../../../support/test-database';

/** The database reader, counting the reads that reach it. */
class CountingReader extends DrizzleAccountStatusReader {
  reads = 0;
  override async isActive(role: SessionRole, subjectId: string) {
    this.reads++;
    return super.isActive(role, subjectId);
  }
}

describe.each(testEngines())('account status from memory on %s', (engine) => {
  const sessions = twoProcesses(engine, (db) => new DrizzleSessionRepository(db));
  let counting: CountingReader;
  let thisProcess: AccountStatusReader;
  let otherProcess: AccountStatusReader;
  beforeAll(() => {
    counting = new CountingReader(sessions.database.db);
    thisProcess = sessions.thisProcess.cachedAccountStatus(counting);
    otherProcess = sessions.otherProcess.cachedAccountStatus(new DrizzleAccountStatusReader(sessions.database.db));
  });

  async function anArtistWithACode(): Promise<string> {
    const id = randomUUID();
    await sessions.database.query('INSERT INTO artists (id, artist_code, email) VALUES ($1, $2, $3)', [
      id,
      `ART-${id.slice(0, 8)}`,
      `${id}@example.com`,
    ]);
    await sessions.database.query("INSERT INTO artist_credentials (artist_id, code_hash) VALUES ($1, 'hash')", [id]);
    return id;
  }

  it('reads an active artist from the database once, then from memory', async () => {
    const artistId = await anArtistWithACode();
    const before = counting.reads;
    for (let i = 0; i < 5; i++) expect(await thisProcess.isActive('artist', artistId)).toBe(true);
    // The notice of the credential insert above may land after the first read and evict it once.
    expect(counting.reads - before).toBeLessThanOrEqual(2);
  });

  it('hears of a revocation made straight in the database, in every process', async () => {
    const artistId = await anArtistWithACode();
    expect(await thisProcess.isActive('artist', artistId)).toBe(true);
    expect(await otherProcess.isActive('artist', artistId)).toBe(true);
    await sessions.database.query('UPDATE artist_credentials SET revoked_at = now() WHERE artist_id = $1', [artistId]);
    await eventually(async () => !(await thisProcess.isActive('artist', artistId)));
    await eventually(async () => !(await otherProcess.isActive('artist', artistId)));
    await sessions.database.query('UPDATE artist_credentials SET revoked_at = NULL WHERE artist_id = $1', [artistId]);
    await eventually(async () => await otherProcess.isActive('artist', artistId));
  });

  it('hears of a deactivated staff account', async () => {
    const [staff] = await sessions.database.query<{ id: string }>(
      "INSERT INTO staff_accounts (email, name, password_hash) VALUES ($1, 'Sam', 'x') RETURNING id",
      [`${randomUUID()}@label.example`],
    );
    expect(await otherProcess.isActive('staff', staff.id)).toBe(true);
    await sessions.database.query('UPDATE staff_accounts SET active = false WHERE id = $1', [staff.id]);
    await eventually(async () => !(await otherProcess.isActive('staff', staff.id)));
  });

  it('caches that an unknown person is not active, and learns when their code is issued', async () => {
    const id = randomUUID();
    await sessions.database.query('INSERT INTO artists (id, artist_code, email) VALUES ($1, $2, $3)', [
      id,
      `ART-${id.slice(0, 8)}`,
      `${id}@example.com`,
    ]);
    expect(await otherProcess.isActive('artist', id)).toBe(false);
    await sessions.database.query("INSERT INTO artist_credentials (artist_id, code_hash) VALUES ($1, 'hash')", [id]);
    await eventually(async () => await otherProcess.isActive('artist', id));
  });
});
