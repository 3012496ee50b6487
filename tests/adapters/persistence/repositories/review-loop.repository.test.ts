import { randomUUID } from 'node:crypto';
import { DrizzleReviewLoopRepository } from '../../../../adapters/persistence/repositories/drizzle.review-loop.repository';
import { DrizzleUnitOfWork } from '../../../../adapters/persistence/unit-of-work';
import type { DeskQuery, DeskRow, DeskSort } from '../../../../application/ports/review-loop.repository.port';
import { seedRelease } from '../../../support/catalogue-releases';
import { eventually } from '../../../support/eventually';
import { describeOnTestDatabases } from '../../../support/test-database';
import { insertStaff, insertSubmission, insertUpload } from './seed-rows';

const at = (day: number, hour = 10) => new Date(Date.UTC(2030, 0, day, hour));

describeOnTestDatabases('DrizzleReviewLoopRepository', (database, engine) => {
  const loop = () => new DrizzleReviewLoopRepository(database().db);

  describe('the desk search', () => {
    const ids: Record<string, string> = {};
    let ada: string;
    beforeAll(async () => {
      ada = await insertStaff(database(), 'Ada Desk');
      const rows: [string, number, string | null, string][] = [
        ['one', 1, '2030-03-01', 'Pending'],
        ['two', 2, null, 'Approved'],
        ['three', 3, '2030-02-01', 'Pending'],
        ['four', 3, '2030-02-01', 'Changes requested'],
        ['five', 5, '2030-04-01', 'pending'],
      ];
      for (const [title, day, releaseDate, status] of rows) {
        ids[title] = await insertSubmission(database(), {
          releaseTitle: title,
          createdAt: at(day),
          releaseDate,
          status,
          email: `${title}@example.com`,
        });
      }
      await loop().assign(ids.three, ada, at(6));
      await insertUpload(database(), { submissionId: ids.four, analysis: { blocking: true, findings: ['clipping'] } });
      await insertUpload(database(), { submissionId: ids.one, analysis: { blocking: false } });
      await database().query(
        "INSERT INTO waiting_list_entries (first_name, surname, artist_name, email, country, city, listen_link) VALUES ('F', 'S', 'A', 'FIVE@example.com', 'UK', 'Leeds', 'l')",
      );
      await loop().saveVersion(ids.two, 2, { releaseTitle: 'two' }, at(7));
    });

    async function walk(sort: DeskSort, limit: number, filters: Partial<DeskQuery> = {}): Promise<DeskRow[]> {
      const rows: DeskRow[] = [];
      for (;;) {
        const last = rows.at(-1);
        const page = await loop().search({ sort, limit, ...filters, after: last ? loop().cursorOf(last, sort) : undefined });
        rows.push(...page);
        if (page.length < limit) return rows;
      }
    }

    const titles = (rows: DeskRow[]) => rows.map((r) => r.releaseTitle);

    it('pages every sort by cursor, each submission once, ties broken by id', async () => {
      const tie = [ids.three, ids.four].sort();
      const byTitle = Object.fromEntries(Object.entries(ids).map(([t, id]) => [id, t]));
      expect((await walk('newest', 2)).map((r) => r.id)).toEqual([ids.five, ...[...tie].reverse(), ids.two, ids.one]);
      expect((await walk('oldest', 2)).map((r) => r.id)).toEqual([ids.one, ids.two, ...tie, ids.five]);
      expect((await walk('release-date', 2)).map((r) => byTitle[r.id])).toEqual([...tie.map((id) => byTitle[id]), 'one', 'five', 'two']);
    });

    it('filters by statuses, text, creation and release ranges, assignee and blocking findings', async () => {
      expect(titles(await walk('oldest', 10, { statuses: ['pending'] }))).toEqual(['one', 'three', 'five']);
      expect(titles(await walk('oldest', 10, { search: 'FOUR@' }))).toEqual(['four']);
      const tied = [ids.three, ids.four].sort();
      expect((await walk('oldest', 10, { submittedFrom: at(2), submittedTo: at(5) })).map((r) => r.id)).toEqual([ids.two, ...tied]);
      expect(titles(await walk('oldest', 10, { releaseFrom: '2030-02-15', releaseTo: '2030-03-31' }))).toEqual(['one']);
      expect(titles(await walk('oldest', 10, { assignedTo: ada }))).toEqual(['three']);
      expect(await walk('oldest', 10, { assignedTo: 'none' })).toHaveLength(4);
      expect(titles(await walk('oldest', 10, { blockingFindings: true }))).toEqual(['four']);
    });

    it('shows the assignee, the waiting-list origin and the version on each row', async () => {
      const rows = await walk('oldest', 10);
      const row = (title: string) => rows.find((r) => r.releaseTitle === title);
      expect(row('three')?.assignedTo).toEqual({ id: ada, name: 'Ada Desk' });
      expect(row('one')).toMatchObject({ assignedTo: null, fromWaitingList: false, version: 1 });
      expect(row('five')?.fromWaitingList).toBe(true);
      expect(row('two')?.version).toBe(2);
    });
  });

  it('searches track titles and an ISRC or UPC typed as staff read it, hyphens and leading zeros aside', async () => {
    const id = await seedRelease(database(), {
      artistId: null,
      title: 'Quayside',
      status: 'Approved',
      releaseDate: null,
      upc: '012345600024',
      tracks: [{ title: 'Gull Song', isrc: 'GBA1B2600007' }],
    });
    const found = async (search: string) => (await loop().search({ sort: 'oldest', limit: 50, search })).map((r) => r.id);
    for (const search of ['GB-A1B-26-00007', 'gull song', '0012345600024', '012345600024']) expect(await found(search)).toEqual([id]);
    expect(await found('GB-A1B-26-00008')).toEqual([]);
  });

  it('keeps staff comments in the order written', async () => {
    const id = await insertSubmission(database());
    const staffId = await insertStaff(database(), 'Cam Desk');
    const first = await loop().addComment({
      submissionId: id,
      staffId,
      staffName: 'Cam Desk',
      body: 'Artwork looks cropped',
      createdAt: at(1),
    });
    await loop().addComment({ submissionId: id, staffId, staffName: 'Cam Desk', body: 'Asked the artist', createdAt: at(2) });
    expect(first).toMatchObject({ staffName: 'Cam Desk', body: 'Artwork looks cropped', createdAt: at(1) });
    expect((await loop().comments(id)).map((c) => c.body)).toEqual(['Artwork looks cropped', 'Asked the artist']);
    expect(await loop().comments(await insertSubmission(database()))).toEqual([]);
  });

  it('stores each version once, in order', async () => {
    const id = await insertSubmission(database());
    await loop().saveVersion(id, 2, { title: 'b' }, at(2));
    await loop().saveVersion(id, 1, { title: 'a' }, at(1));
    expect(await loop().versions(id)).toEqual([
      { version: 1, payload: { title: 'a' }, createdAt: at(1) },
      { version: 2, payload: { title: 'b' }, createdAt: at(2) },
    ]);
    await expect(loop().saveVersion(id, 2, { title: 'again' }, at(3))).rejects.toThrow();
  });

  it('assigns to active staff only, reassigns, and unassigns', async () => {
    const id = await insertSubmission(database());
    const bo = await insertStaff(database(), 'Bo Desk');
    const cy = await insertStaff(database(), 'Cy Desk');
    const gone = await insertStaff(database(), 'Gone Desk', { active: false });
    expect(await loop().assign(id, gone, at(1))).toBe(false);
    expect(await loop().assign(id, randomUUID(), at(1))).toBe(false);
    expect(await loop().assigneeOf(id)).toBeNull();
    expect(await loop().assign(id, bo, at(1))).toBe(true);
    expect(await loop().assign(id, cy, at(2))).toBe(true);
    expect(await loop().assigneeOf(id)).toEqual({ id: cy, name: 'Cy Desk' });
    expect(await loop().assign(id, null, at(3))).toBe(true);
    expect(await loop().assigneeOf(id)).toBeNull();
    const members = (await loop().staffMembers()).map((m) => m.name);
    expect(members).toEqual([...members].sort());
    expect(members).toEqual(expect.arrayContaining(['Bo Desk', 'Cy Desk']));
    expect(members).not.toContain('Gone Desk');
  });

  it('lockSubmission makes a second transaction on the same submission wait for the first', async () => {
    const id = await insertSubmission(database());
    const unitOfWork = new DrizzleUnitOfWork(database().db);
    const order: string[] = [];
    let releaseFirst: () => void = () => undefined;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstLocked: () => void = () => undefined;
    const locked = new Promise<void>((resolve) => (firstLocked = resolve));
    const first = unitOfWork.run(async () => {
      await loop().lockSubmission(id);
      firstLocked();
      await firstHolds;
      order.push('first done');
    });
    await locked;
    const second = unitOfWork.run(async () => {
      await loop().lockSubmission(id);
      order.push('second locked');
    });
    if (engine === 'postgres') {
      // The second transaction is seen waiting on the row lock before the first lets go.
      await eventually(async () => {
        const [row] = await database().query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%FOR UPDATE%'",
        );
        return Number(row.n) === 1;
      });
      expect(order).toEqual([]);
    }
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first done', 'second locked']);
  });
});
