import { randomUUID } from 'node:crypto';
import { DrizzleSubmissionRepository } from '../../../../adapters/persistence/repositories/drizzle.submission.repository';
import { DrizzleUnitOfWork } from '../../../../adapters/persistence/unit-of-work';
import type { SubmissionDraft } from '../../../../application/ports/submission.repository.port';
import { aCatalogueItem } from '../../../support/builders/catalogue-item.builder';
import { aSubmissionDraft } from '../../../support/builders/submission-draft.builder';
import { describeOnTestDatabases } from '../../../support/test-database';
import { countRows, insertArtist } from './seed-rows';

/** What the repository answers for a draft it stored: the draft's content, without the columns it keeps elsewhere. */
function storedShapeOf(draft: SubmissionDraft) {
  const { artistId: _a, formSessionId: _f, invitationId: _i, returningLinkId: _r, boardItemId: _b, botScore: _s, ...content } = draft;
  return content;
}

describeOnTestDatabases('DrizzleSubmissionRepository', (database) => {
  const submissions = () => new DrizzleSubmissionRepository(database().db);

  it('stores a release with its tracks, credits, clips and catalogue items, and reads every answer back in order', async () => {
    const draft = aSubmissionDraft(
      {
        catalogueItems: [
          aCatalogueItem({
            type: 'album',
            title: 'Old Roads',
            image: 'https://img/1',
            spotifyUrl: 'https://open.spotify/1',
            releaseDate: '2020-01-01',
            isrc: null,
            upc: '036000291452',
            details: { tracks: 9 },
          }),
          aCatalogueItem({ clientId: 'c2' }),
        ],
      },
      { tracks: 3 },
    );
    const { id } = await submissions().create(draft);
    const stored = await submissions().find(id);
    expect(stored).toMatchObject({ id, status: 'Pending', ...storedShapeOf(draft) });
    expect(stored?.tracks.map((t) => t.title)).toEqual(['Track 1', 'Track 2', 'Track 3']);
    expect(stored?.tracks[1].credits).toEqual(draft.tracks[1].credits);
    expect(stored?.tracks[0].socialClips).toEqual(draft.tracks[0].socialClips);
  });

  it('answers nothing for an unknown or malformed id', async () => {
    expect(await submissions().find(randomUUID())).toBeUndefined();
    expect(await submissions().find('not-a-uuid')).toBeUndefined();
  });

  it('writes nothing when the unit of work around it fails', async () => {
    const before = await countRows(database(), 'submission_tracks');
    await expect(
      new DrizzleUnitOfWork(database().db).run(async () => {
        await submissions().create(aSubmissionDraft({ releaseTitle: 'Rolled Back' }));
        throw new Error('the board job could not be queued');
      }),
    ).rejects.toThrow('board job');
    expect(await countRows(database(), 'submissions', "release_title = 'Rolled Back'")).toBe(0);
    expect(await countRows(database(), 'submission_tracks')).toBe(before);
  });

  it("counts an artist's submissions and records the board item", async () => {
    const artistId = await insertArtist(database());
    const { id } = await submissions().create(aSubmissionDraft({ artistId }));
    await submissions().create(aSubmissionDraft({ artistId }));
    await submissions().create(aSubmissionDraft());
    expect(await submissions().countForArtist(artistId)).toBe(2);
    await submissions().setBoardItemId(id, 'board-9');
    const [row] = await database().query<{ board_item_id: string }>('SELECT board_item_id FROM submissions WHERE id = $1', [id]);
    expect(row.board_item_id).toBe('board-9');
  });

  it('finds the tracks that use given files', async () => {
    const fileA = randomUUID();
    const fileB = randomUUID();
    const draft = aSubmissionDraft();
    draft.tracks[0].fileId = fileA;
    draft.tracks[1].fileId = fileB;
    const { id } = await submissions().create(draft);
    const found = await submissions().findTracksByFileIds([fileB, randomUUID()]);
    expect(found).toEqual([{ fileId: fileB, submissionId: id, title: 'Track 2' }]);
    expect(await submissions().findTracksByFileIds([])).toEqual([]);
  });
});
