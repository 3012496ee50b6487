import { randomUUID } from 'node:crypto';
import { DrizzleInvitationRepository } from '../../../../adapters/persistence/repositories/drizzle.invitation.repository';
import { describeOnTestDatabases } from '../../../support/test-database';
import { insertSubmission } from './seed-rows';

const at = (day: number) => new Date(Date.UTC(2030, 0, day, 10));

describeOnTestDatabases('DrizzleInvitationRepository', (database) => {
  const invitations = () => new DrizzleInvitationRepository(database().db);

  const anArtist = (code: string, email = `${code.toLowerCase()}@example.com`) =>
    invitations().createArtist({ artistCode: code, email, firstName: 'Mara', surname: 'Quay', artistName: 'Mara Quay' });

  it('creates an artist, finds it by id and by email in any case, and knows its code is taken', async () => {
    const artist = await anArtist('ART-INV1', 'Mara@Example.com');
    expect(await invitations().findArtistById(artist.id)).toEqual(artist);
    expect(await invitations().findArtistByEmail('mara@EXAMPLE.com')).toEqual(artist);
    expect(await invitations().artistCodeExists('ART-INV1')).toBe(true);
    expect(await invitations().artistCodeExists('ART-NONE')).toBe(false);
    expect(await invitations().findArtistById('not-a-uuid')).toBeUndefined();
  });

  it('refuses a second artist with the same code', async () => {
    await anArtist('ART-DUP');
    await expect(anArtist('ART-DUP', 'other@example.com')).rejects.toThrow();
  });

  it('stores an invitation by token hash with its artist and board item', async () => {
    const artist = await anArtist('ART-INV2');
    const tokenHash = randomUUID();
    const { id } = await invitations().createInvitation({
      artistId: artist.id,
      tokenHash,
      reason: 'Showcase',
      createdBy: 'staff',
      expiresAt: at(8),
    });
    await invitations().setInvitationBoardItem(id, 'board-42');
    const expected = { id, artist, reason: 'Showcase', boardItemId: 'board-42', expiresAt: at(8), usedAt: null };
    expect(await invitations().findInvitationByHash(tokenHash)).toMatchObject(expected);
    expect(await invitations().findInvitationById(id)).toMatchObject(expected);
    expect(await invitations().findInvitationByHash(randomUUID())).toBeUndefined();
    expect(await invitations().findInvitationById('nope')).toBeUndefined();
  });

  it('an invitation is used once: parallel submits, one wins', async () => {
    const artist = await anArtist('ART-INV3');
    const { id } = await invitations().createInvitation({
      artistId: artist.id,
      tokenHash: randomUUID(),
      reason: '',
      createdBy: 'staff',
      expiresAt: at(8),
    });
    const submissions = await Promise.all([1, 2, 3].map(() => insertSubmission(database(), { artistId: artist.id })));
    const results = await Promise.all(submissions.map((s) => invitations().markInvitationUsed(id, s, at(2))));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await invitations().findInvitationById(id))?.usedAt).toEqual(at(2));
    expect(await invitations().markInvitationUsed(id, submissions[0], at(3))).toBe(false);
  });

  it('a returning link counts its uses and the artist’s submissions', async () => {
    const artist = await anArtist('ART-INV4');
    expect(await invitations().hasReturningLink(artist.id)).toBe(false);
    const tokenHash = randomUUID();
    const { id } = await invitations().createReturningLink({ artistId: artist.id, tokenHash, expiresAt: at(300) });
    await insertSubmission(database(), { artistId: artist.id });
    await insertSubmission(database(), { artistId: artist.id });
    await invitations().recordReturningLinkUse(id, at(2));
    await invitations().recordReturningLinkUse(id, at(3));
    expect(await invitations().findReturningLinkByHash(tokenHash)).toEqual({
      id,
      artist,
      active: true,
      usageCount: 2,
      submissionCount: 2,
      lastUsedAt: at(3),
      expiresAt: at(300),
    });
    expect((await invitations().findReturningLinkById(id))?.id).toBe(id);
    expect(await invitations().hasReturningLink(artist.id)).toBe(true);
  });

  it('refuses two links with one token hash', async () => {
    const artist = await anArtist('ART-INV5');
    const tokenHash = randomUUID();
    await invitations().createReturningLink({ artistId: artist.id, tokenHash, expiresAt: at(300) });
    await expect(invitations().createReturningLink({ artistId: artist.id, tokenHash, expiresAt: at(300) })).rejects.toThrow();
  });
});
