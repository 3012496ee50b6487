import { DrizzleSubmissionContentWriter } from '../../../../adapters/persistence/repositories/drizzle.submission-content.writer';
import { DrizzleSubmissionRepository } from '../../../../adapters/persistence/repositories/drizzle.submission.repository';
import { DrizzleUnitOfWork } from '../../../../adapters/persistence/unit-of-work';
import type { SubmissionContent } from '../../../../application/ports/submission-content.port';
import { aCatalogueItem } from '../../../support/builders/catalogue-item.builder';
import { aSubmissionDraft } from '../../../support/builders/submission-draft.builder';
import { describeOnTestDatabases } from '../../../support/test-database';
import { countRows } from './seed-rows';

const contentOf = (tracks: number, changes: Partial<SubmissionContent> = {}): SubmissionContent => {
  const {
    artistId: _a,
    source: _s,
    formSessionId: _f,
    invitationId: _i,
    returningLinkId: _r,
    boardItemId: _b,
    botScore: _bs,
    ...content
  } = aSubmissionDraft({}, { tracks });
  return { ...content, ...changes };
};

describeOnTestDatabases('DrizzleSubmissionContentWriter', (database) => {
  const submissions = () => new DrizzleSubmissionRepository(database().db);
  const writer = () => new DrizzleSubmissionContentWriter(database().db);

  it('replaces answers, tracks (with their credits and clips) and catalogue items in place', async () => {
    const { id } = await submissions().create(aSubmissionDraft({}, { tracks: 3 }));
    const content = contentOf(1, {
      releaseTitle: 'Night Drive (Reworked)',
      primaryGenre: 'Electronic',
      bio: 'New bio',
      catalogueItems: [aCatalogueItem({ clientId: 'c9' })],
    });
    content.tracks[0].title = 'Only Track';
    await writer().replaceContent(id, content, new Date('2030-01-01T10:00:00Z'));

    const stored = await submissions().find(id);
    expect(stored).toMatchObject({ releaseTitle: 'Night Drive (Reworked)', primaryGenre: 'Electronic', bio: 'New bio', source: 'open' });
    expect(stored?.tracks.map((t) => t.title)).toEqual(['Only Track']);
    expect(stored?.tracks[0].credits).toEqual(content.tracks[0].credits);
    expect(stored?.catalogueItems.map((c) => c.clientId)).toEqual(['c9']);
    const trackIds = `SELECT id FROM submission_tracks WHERE submission_id = '${id}'`;
    expect(await countRows(database(), 'submission_credits', `track_id IN (${trackIds})`)).toBeGreaterThan(0);
    expect(await countRows(database(), 'submission_clips', `track_id NOT IN (SELECT id FROM submission_tracks)`)).toBe(0);
    const [row] = await database().query<{ updated_at: Date }>('SELECT updated_at FROM submissions WHERE id = $1', [id]);
    expect(new Date(row.updated_at)).toEqual(new Date('2030-01-01T10:00:00Z'));
  });

  it('leaves the earlier content whole when the unit of work fails half-way', async () => {
    const { id } = await submissions().create(aSubmissionDraft({}, { tracks: 2 }));
    const before = await submissions().find(id);
    await expect(
      new DrizzleUnitOfWork(database().db).run(async () => {
        await writer().replaceContent(id, contentOf(1, { releaseTitle: 'Half Written' }), new Date());
        throw new Error('the version could not be saved');
      }),
    ).rejects.toThrow('version');
    expect(await submissions().find(id)).toEqual(before);
  });
});
