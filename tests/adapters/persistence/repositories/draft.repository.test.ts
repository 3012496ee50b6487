import { randomUUID } from 'node:crypto';
import { DrizzleDraftRepository } from '../../../../adapters/persistence/repositories/drizzle.draft.repository';
import { DrizzleUnitOfWork } from '../../../../adapters/persistence/unit-of-work';
import type { NewDraft } from '../../../../application/ports/draft.repository.port';
import { describeOnTestDatabases } from '../../../support/test-database';
import { insertArtist, insertSubmission } from './seed-rows';

const at = (day: number, hour = 10) => new Date(Date.UTC(2030, 0, day, hour));

function aDraft(overrides: Partial<NewDraft> = {}): NewDraft {
  return {
    formSessionId: randomUUID(),
    artistId: null,
    invitationId: null,
    returningLinkId: null,
    submissionId: null,
    origin: 'open',
    answers: { releaseTitle: 'Night Drive', tracks: [{ title: 'Track 1' }] },
    wizard: { step: 2, extras: { agreed: true } },
    createdAt: at(1),
    expiresAt: at(30),
    ...overrides,
  };
}

describeOnTestDatabases('DrizzleDraftRepository', (database) => {
  const drafts = () => new DrizzleDraftRepository(database().db);

  it('creates a draft at revision 1 and reads its answers and wizard state back', async () => {
    const created = await drafts().create(aDraft());
    expect(created).toMatchObject({ revision: 1, updatedAt: at(1), origin: 'open' });
    expect(await drafts().find(created.id)).toEqual(created);
    expect(created.answers).toEqual({ releaseTitle: 'Night Drive', tracks: [{ title: 'Track 1' }] });
    expect(created.wizard).toEqual({ step: 2, extras: { agreed: true } });
    expect(await drafts().find('not-a-uuid')).toBeNull();
    expect(await drafts().find(randomUUID())).toBeNull();
  });

  it('refuses a second draft for the same form session', async () => {
    const first = aDraft();
    await drafts().create(first);
    await expect(drafts().create(aDraft({ formSessionId: first.formSessionId }))).rejects.toThrow();
  });

  it('saves only on the stored revision: a stale window gets null and changes nothing', async () => {
    const draft = await drafts().create(aDraft());
    const answers = { releaseTitle: 'Low Water' };
    expect(await drafts().save(draft.id, 1, { answers, wizard: { step: 3, extras: {} } }, at(2), at(40))).toBe(2);
    expect(
      await drafts().save(draft.id, 1, { answers: { releaseTitle: 'stale' }, wizard: { step: 1, extras: {} } }, at(3), at(41)),
    ).toBeNull();
    expect(await drafts().find(draft.id)).toMatchObject({ revision: 2, answers, wizard: { step: 3 }, updatedAt: at(2), expiresAt: at(40) });
  });

  it('two windows saving the same revision at once: exactly one wins', async () => {
    const draft = await drafts().create(aDraft());
    const unitOfWork = new DrizzleUnitOfWork(database().db);
    const results = await Promise.all(
      ['a', 'b', 'c'].map((w) =>
        unitOfWork.run(() => drafts().save(draft.id, 1, { answers: { w }, wizard: { step: 1, extras: {} } }, at(2), at(40))),
      ),
    );
    expect(results.filter((r) => r === 2)).toHaveLength(1);
    expect(results.filter((r) => r === null)).toHaveLength(2);
  });

  it('lists an artist’s drafts most recent first; the latest skips a draft reworking a submission', async () => {
    const artistId = await insertArtist(database());
    const submissionId = await insertSubmission(database(), { artistId });
    const older = await drafts().create(aDraft({ artistId, createdAt: at(1) }));
    const newer = await drafts().create(aDraft({ artistId, createdAt: at(2) }));
    const rework = await drafts().create(aDraft({ artistId, submissionId, origin: 'changes-requested', createdAt: at(3) }));
    await drafts().create(aDraft({ artistId: await insertArtist(database()), createdAt: at(4) }));

    expect((await drafts().listOfArtist(artistId)).map((d) => d.id)).toEqual([rework.id, newer.id, older.id]);
    expect((await drafts().findLatestOfArtist(artistId))?.id).toBe(newer.id);
    expect((await drafts().findOfSubmission(submissionId))?.id).toBe(rework.id);
    expect(await drafts().findOfSubmission('nope')).toBeNull();
  });

  it('a resume link leads to its draft until it expires', async () => {
    const draft = await drafts().create(aDraft());
    const tokenHash = randomUUID();
    await drafts().addResumeLink(draft.id, tokenHash, at(10));
    expect((await drafts().findByResumeLink(tokenHash, at(9)))?.id).toBe(draft.id);
    expect(await drafts().findByResumeLink(tokenHash, at(10))).toBeNull();
    expect(await drafts().findByResumeLink(randomUUID(), at(1))).toBeNull();
  });

  it('claim gives an anonymous draft to an artist but never takes one from another artist', async () => {
    const owner = await insertArtist(database());
    const thief = await insertArtist(database());
    const anonymous = await drafts().create(aDraft());
    const owned = await drafts().create(aDraft({ artistId: owner, origin: 'invitation' }));
    await drafts().claim(anonymous.id, owner);
    await drafts().claim(owned.id, thief);
    expect(await drafts().find(anonymous.id)).toMatchObject({ artistId: owner, origin: 'account' });
    expect(await drafts().find(owned.id)).toMatchObject({ artistId: owner, origin: 'invitation' });
  });

  it('attach records the invitation the artist came back through', async () => {
    const artistId = await insertArtist(database());
    const [invitation] = await database().query<{ id: string }>(
      "INSERT INTO invitations (artist_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day') RETURNING id",
      [artistId, randomUUID()],
    );
    const draft = await drafts().create(aDraft());
    await drafts().attach(draft.id, { invitationId: invitation.id, artistId });
    expect(await drafts().find(draft.id)).toMatchObject({ invitationId: invitation.id, artistId, revision: 1 });
  });

  it('delete answers whether there was a draft', async () => {
    const draft = await drafts().create(aDraft());
    expect(await drafts().delete(draft.id)).toBe(true);
    expect(await drafts().delete(draft.id)).toBe(false);
    expect(await drafts().delete('not-a-uuid')).toBe(false);
  });

  it('deleteExpired removes the oldest expired drafts up to the limit and answers their form sessions', async () => {
    await database().query('DELETE FROM submission_drafts');
    const first = await drafts().create(aDraft({ expiresAt: at(2) }));
    const second = await drafts().create(aDraft({ expiresAt: at(3) }));
    const third = await drafts().create(aDraft({ expiresAt: at(4) }));
    const live = await drafts().create(aDraft({ expiresAt: at(20) }));
    expect(await drafts().deleteExpired(at(10), 2)).toEqual([first.formSessionId, second.formSessionId]);
    expect(await drafts().deleteExpired(at(10), 2)).toEqual([third.formSessionId]);
    expect(await drafts().deleteExpired(at(10), 2)).toEqual([]);
    expect(await drafts().find(live.id)).not.toBeNull();
  });
});
