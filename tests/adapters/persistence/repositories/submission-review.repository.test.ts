import { DrizzleSubmissionRepository } from '../../../../adapters/persistence/repositories/drizzle.submission.repository';
import { DrizzleSubmissionReviewRepository } from '../../../../adapters/persistence/repositories/drizzle.submission-review.repository';
import type { SubmissionSummary } from '../../../../application/ports/submission-review.repository.port';
import type { PinnedNote } from '../../../../domain/review-pins';
import { aSubmissionDraft } from '../../../support/builders/submission-draft.builder';
import { describeOnTestDatabases } from '../../../support/test-database';
import { insertArtist, insertSubmission } from './seed-rows';

const at = (day: number, hour = 10) => new Date(Date.UTC(2030, 0, day, hour));

describeOnTestDatabases('DrizzleSubmissionReviewRepository', (database) => {
  const reviews = () => new DrizzleSubmissionReviewRepository(database().db);

  describe('listing', () => {
    let ids: string[];
    beforeAll(async () => {
      await database().query('DELETE FROM submissions');
      ids = [];
      // Two submissions share a creation time: the id breaks the tie, and paging must neither skip nor repeat one.
      for (const [day, status, title] of [
        [1, 'Pending', 'Alpha'],
        [2, 'Approved', 'Beta 100%'],
        [2, 'Pending', 'Gamma'],
        [3, 'Changes requested', 'Delta_x'],
        [4, 'Pending', 'Epsilon'],
      ] as const) {
        ids.push(await insertSubmission(database(), { createdAt: at(day), status, releaseTitle: title }));
      }
    });

    async function allPages(limit: number): Promise<SubmissionSummary[]> {
      const seen: SubmissionSummary[] = [];
      for (;;) {
        const last = seen.at(-1);
        const page = await reviews().list({ limit, after: last ? { createdAt: last.createdAt, id: last.id } : undefined });
        seen.push(...page);
        if (page.length < limit) return seen;
      }
    }

    it('pages newest first by creation time then id, every submission exactly once', async () => {
      const listed = await allPages(2);
      expect(listed).toHaveLength(5);
      expect(new Set(listed.map((s) => s.id)).size).toBe(5);
      const tied = [ids[1], ids[2]].sort().reverse();
      expect(listed.map((s) => s.id)).toEqual([ids[4], ids[3], ...tied, ids[0]]);
    });

    it('filters by normalised status, a creation range and text taken literally', async () => {
      expect((await reviews().list({ limit: 10, status: 'pending' })).map((s) => s.releaseTitle).sort()).toEqual([
        'Alpha',
        'Epsilon',
        'Gamma',
      ]);
      expect((await reviews().list({ limit: 10, from: at(2), to: at(3) })).map((s) => s.releaseTitle).sort()).toEqual([
        'Beta 100%',
        'Gamma',
      ]);
      expect((await reviews().list({ limit: 10, search: '0%' })).map((s) => s.releaseTitle)).toEqual(['Beta 100%']);
      expect((await reviews().list({ limit: 10, search: '_' })).map((s) => s.releaseTitle)).toEqual(['Delta_x']);
    });
  });

  it("lists one artist's submissions only", async () => {
    const artistId = await insertArtist(database());
    const mine = await insertSubmission(database(), { artistId, createdAt: at(9) });
    await insertSubmission(database(), { artistId: await insertArtist(database()) });
    expect((await reviews().listForArtist(artistId)).map((s) => s.id)).toEqual([mine]);
  });

  it('moves a status only from the expected one: of two staff deciding at once, one wins', async () => {
    const id = await insertSubmission(database());
    const results = await Promise.all([
      reviews().changeStatus(id, 'Pending', 'Approved', at(5)),
      reviews().changeStatus(id, 'Pending', 'Rejected', at(5)),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const final = (await reviews().find(id))?.status;
    expect(final).toBe(results[0] ? 'Approved' : 'Rejected');
    expect((await reviews().find(id))?.updatedAt).toEqual(at(5));
  });

  it('keeps reviews newest first, the later of two at the same moment first, with pins and actor', async () => {
    const id = await insertSubmission(database());
    const pins: PinnedNote[] = [{ field: 'tracks[1].title', note: 'Match the artwork' }];
    await reviews().addReview({
      submissionId: id,
      fromStatus: 'Pending',
      toStatus: 'Changes requested',
      note: 'See pins',
      changedBy: 'Desk',
      createdAt: at(1),
      pins,
    });
    await reviews().addReview({
      submissionId: id,
      fromStatus: 'Changes requested',
      toStatus: 'Pending',
      note: null,
      changedBy: 'Nova',
      createdAt: at(2),
      actor: 'artist',
      version: 2,
    });
    await reviews().addReview({
      submissionId: id,
      fromStatus: 'Pending',
      toStatus: 'Approved',
      note: null,
      changedBy: 'Desk',
      createdAt: at(2),
    });
    const listed = await reviews().reviews(id);
    expect(listed.map((r) => r.toStatus)).toEqual(['Approved', 'Pending', 'Changes requested']);
    expect(listed[1]).toMatchObject({ actor: 'artist', version: 2 });
    expect(listed[2]).toMatchObject({ actor: 'staff', version: 1, pins });
  });

  it('answers one pin in place, keeping the others and their order, and only on a pin the review has', async () => {
    const id = await insertSubmission(database());
    const pins: PinnedNote[] = [
      { field: 'releaseTitle', note: 'Spelling?' },
      { field: 'releaseDate', note: 'A Sunday?' },
    ];
    const review = await reviews().addReview({
      submissionId: id,
      fromStatus: 'Pending',
      toStatus: 'Changes requested',
      note: null,
      changedBy: 'Desk',
      createdAt: at(1),
      pins,
    });
    const first = { text: 'Planned so.', at: at(2).toISOString() };
    const second = { text: 'Planned so, with the label.', at: at(3).toISOString() };
    const [a, b] = await Promise.all([
      reviews().answerPin(review.id, 'releaseDate', first),
      reviews().answerPin(review.id, 'releaseTitle', { text: 'Lower case on purpose.', at: at(2).toISOString() }),
    ]);
    expect([a, b]).toEqual([true, true]);
    expect(await reviews().answerPin(review.id, 'releaseDate', second)).toBe(true);
    expect(await reviews().answerPin(review.id, 'primaryGenre', second)).toBe(false);
    const [stored] = await reviews().reviews(id);
    expect(stored.pins).toEqual([
      { ...pins[0], answer: { text: 'Lower case on purpose.', at: at(2).toISOString() } },
      { ...pins[1], answer: second },
    ]);
  });

  it('reads tracks in position order and edits release details, creating the details row if missing', async () => {
    const { id } = await new DrizzleSubmissionRepository(database().db).create(aSubmissionDraft({}, { tracks: 3 }));
    expect((await reviews().tracks(id)).map((t) => t.position)).toEqual([0, 1, 2]);
    await reviews().saveReleaseDetails(
      id,
      { releaseTitle: 'Renamed', primaryGenre: 'Jazz', trackTitles: [{ position: 1, title: 'Second' }] },
      at(6),
    );
    expect(await reviews().find(id)).toMatchObject({ releaseTitle: 'Renamed', primaryGenre: 'Jazz', updatedAt: at(6) });
    expect((await reviews().tracks(id)).map((t) => t.title)).toEqual(['Track 1', 'Second', 'Track 3']);

    const bare = await insertSubmission(database());
    await reviews().saveReleaseDetails(bare, { primaryGenre: 'Folk' }, at(7));
    expect((await reviews().find(bare))?.primaryGenre).toBe('Folk');
  });

  it('answers the latest unfinished board job before any newer finished one', async () => {
    const id = await insertSubmission(database());
    expect(await reviews().latestBoardJob(id)).toBeUndefined();
    const job = (kind: string, status: string, day: number) =>
      database().query('INSERT INTO jobs (kind, payload, status, created_at, last_error) VALUES ($1, $2, $3, $4, $5)', [
        kind,
        JSON.stringify({ submissionId: id }),
        status,
        at(day).toISOString(),
        status === 'dead' ? 'board down' : null,
      ]);
    await job('board.create-item', 'done', 1);
    await job('mail.send', 'queued', 9);
    expect(await reviews().latestBoardJob(id)).toMatchObject({ kind: 'board.create-item', status: 'done' });
    await job('board.update-status', 'dead', 2);
    await job('board.update-status', 'done', 3);
    expect(await reviews().latestBoardJob(id)).toMatchObject({ kind: 'board.update-status', status: 'dead', lastError: 'board down' });
  });
});
