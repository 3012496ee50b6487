import { DrizzleArtistCredentialRepository } from '../../../../adapters/persistence/repositories/drizzle.artist-credential.repository';
import { describeOnTestDatabases } from '../../../support/test-database';
import { insertArtist } from './seed-rows';

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 10, minute));

describeOnTestDatabases('DrizzleArtistCredentialRepository', (database) => {
  const credentials = () => new DrizzleArtistCredentialRepository(database().db);

  it('finds an artist by code in any letter case, with no code hash before one is issued', async () => {
    const artistId = await insertArtist(database(), { artistCode: 'ART-CASE1', email: 'case@example.com' });
    expect(await credentials().findByArtistCode('art-case1')).toMatchObject({
      artistId,
      artistCode: 'ART-CASE1',
      email: 'case@example.com',
      status: 'Active',
      codeHash: null,
    });
    expect(await credentials().hasCode(artistId)).toBe(false);
    expect(await credentials().findByArtistCode('ART-NOBODY')).toBeUndefined();
  });

  it('a stored code replaces the previous one; revoking hides it, restoring brings the same one back', async () => {
    const artistId = await insertArtist(database());
    await credentials().storeCode(artistId, 'hash-1', at(0));
    await credentials().storeCode(artistId, 'hash-2', at(1));
    expect((await credentials().findByArtistId(artistId))?.codeHash).toBe('hash-2');
    expect(await credentials().revokeCode(artistId, at(2))).toBe(true);
    expect((await credentials().findByArtistId(artistId))?.codeHash).toBeNull();
    expect(await credentials().hasCode(artistId)).toBe(true);
    expect(await credentials().restoreCode(artistId)).toBe(true);
    expect((await credentials().findByArtistId(artistId))?.codeHash).toBe('hash-2');
  });

  it('a new code lifts a revocation', async () => {
    const artistId = await insertArtist(database());
    await credentials().storeCode(artistId, 'hash-old', at(0));
    await credentials().revokeCode(artistId, at(1));
    await credentials().storeCode(artistId, 'hash-new', at(2));
    expect((await credentials().findByArtistId(artistId))?.codeHash).toBe('hash-new');
  });

  it('revoke and restore answer false for an artist without a code', async () => {
    const artistId = await insertArtist(database());
    expect(await credentials().revokeCode(artistId, at(0))).toBe(false);
    expect(await credentials().restoreCode(artistId)).toBe(false);
  });
});
