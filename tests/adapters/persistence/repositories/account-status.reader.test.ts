import { randomUUID } from 'node:crypto';
import { DrizzleAccountStatusReader } from '../../../../adapters/persistence/repositories/drizzle.account-status.reader';
import { describeOnTestDatabases } from '../../../support/test-database';
import { insertArtist, insertStaff } from './seed-rows';

describeOnTestDatabases('DrizzleAccountStatusReader', (database) => {
  const status = () => new DrizzleAccountStatusReader(database().db);

  it('staff are active while their account is active', async () => {
    const active = await insertStaff(database(), 'Active Desk');
    const inactive = await insertStaff(database(), 'Gone Desk', { active: false });
    expect(await status().isActive('staff', active)).toBe(true);
    expect(await status().isActive('staff', inactive)).toBe(false);
    expect(await status().isActive('staff', randomUUID())).toBe(false);
  });

  it('artists are active while they hold an unrevoked code, and a staff id is not an artist', async () => {
    const withCode = await insertArtist(database());
    const revoked = await insertArtist(database());
    const noCode = await insertArtist(database());
    await database().query("INSERT INTO artist_credentials (artist_id, code_hash) VALUES ($1, 'h'), ($2, 'h')", [withCode, revoked]);
    await database().query('UPDATE artist_credentials SET revoked_at = now() WHERE artist_id = $1', [revoked]);
    expect(await status().isActive('artist', withCode)).toBe(true);
    expect(await status().isActive('artist', revoked)).toBe(false);
    expect(await status().isActive('artist', noCode)).toBe(false);
    expect(await status().isActive('staff', withCode)).toBe(false);
  });
});
