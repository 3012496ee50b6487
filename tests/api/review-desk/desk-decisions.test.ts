import request from 'supertest';
import { STAFF_MOVE_MESSAGES } from '../../../domain/status';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { usePublicFlowApp } from '../public-flow/public-flow-app';

const app = usePublicFlowApp();
beforeAll(() => app().clock.set('2030-05-10T12:00:00Z'));

async function insert(
  fields: {
    status?: string;
    title?: string;
    artist?: string;
    email?: string;
    releaseDate?: string | null;
    createdAt?: string;
    tracks?: number;
  } = {},
) {
  const [row] = await app().database.query<{ id: string }>(
    `INSERT INTO submissions (status, upload_type, release_title, email, artist_name, release_date, created_at)
     VALUES ($1, 'new-music', $2, $3, $4, $5, $6) RETURNING id`,
    [
      fields.status ?? 'Pending',
      fields.title ?? 'Some Title',
      fields.email ?? 'someone@example.com',
      fields.artist ?? 'Someone',
      fields.releaseDate ?? null,
      fields.createdAt ?? '2030-05-09T12:00:00Z',
    ],
  );
  for (let position = 0; position < (fields.tracks ?? 1); position++) {
    await app().database.query('INSERT INTO submission_tracks (submission_id, position, title) VALUES ($1, $2, $3)', [
      row.id,
      position,
      `Track ${position + 1}`,
    ]);
  }
  return row.id;
}

const move = (id: string, status: string, note?: string) =>
  request(app().http)
    .post(`/api/review-desk/submissions/${id}/status`)
    .set(STAFF_AUTHORIZATION)
    .send({ status, ...(note ? { note } : {}) });
const assign = (id: string, staffId: string | null) =>
  request(app().http).post(`/api/review-desk/submissions/${id}/assign`).set(STAFF_AUTHORIZATION).send({ staffId });
const statusOf = async (id: string) =>
  (await app().database.query<{ status: string }>('SELECT status FROM submissions WHERE id = $1', [id]))[0].status;

describe("the domain's transition table, enforced", () => {
  it.each([
    { from: 'Pending', to: 'Processing' },
    { from: 'Pending', to: 'Live' },
    { from: 'Rejected', to: 'Pending' },
    { from: 'Live', to: 'Approved' },
    { from: 'Changes Requested', to: 'Approved' },
  ])('refuses $from → $to with 409 and changes nothing', async ({ from, to }) => {
    const id = await insert({ status: from, releaseDate: '2030-01-01' });
    const refused = await move(id, to, 'a note').expect(409);
    expect(refused.body).toEqual({ success: false, error: `Cannot move a submission from ${from} to ${to}` });
    expect(await statusOf(id)).toBe(from);
  });

  it('approves Pending in one step', async () => {
    const id = await insert();
    expect((await move(id, 'approved').expect(200)).body.review).toMatchObject({
      fromStatus: 'Pending',
      toStatus: 'Approved',
      changedBy: 'API token',
    });
  });

  it('refuses to approve a release without tracks with 409 and the reason, alone or in a bulk change, and changes nothing', async () => {
    const empty = await insert({ tracks: 0, title: 'Hollow Shell' });
    expect((await move(empty, 'Approved').expect(409)).body).toEqual({ success: false, error: STAFF_MOVE_MESSAGES.approveWithoutTracks });
    const bulk = await request(app().http)
      .post('/api/review-desk/submissions/bulk-status')
      .set(STAFF_AUTHORIZATION)
      .send({ filter: { q: 'Hollow Shell' }, ids: [empty], status: 'Approved' })
      .expect(200);
    expect(bulk.body).toEqual({ success: true, changed: [], refused: [{ id: empty, message: STAFF_MOVE_MESSAGES.approveWithoutTracks }] });
    expect(await statusOf(empty)).toBe('Pending');
    const [{ n }] = await app().database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM release_deliveries WHERE submission_id = $1',
      [empty],
    );
    expect(Number(n)).toBe(0);
  });

  it('refuses Live before the release date, without one and before delivery; allows it on the day once delivered', async () => {
    const early = await insert({ status: 'Approved', releaseDate: '2030-05-11' });
    expect((await move(early, 'Live').expect(409)).body.error).toBe('This release cannot go live before its release date (May 11, 2030)');
    const undated = await insert({ status: 'Approved' });
    expect((await move(undated, 'Live').expect(409)).body.error).toBe('A release without a release date cannot go live');
    const today = await insert({ status: 'Approved', releaseDate: '2030-05-10' });
    expect((await move(today, 'Live').expect(409)).body.error).toBe(
      'This release cannot go live before it has been delivered to the stores',
    );
    await app().database.query(
      `INSERT INTO release_deliveries (submission_id, status, adapter, delivered_at) VALUES ($1, 'delivered', 'built-in', now())`,
      [today],
    );
    await move(today, 'Live').expect(200);
    expect(await statusOf(early)).toBe('Approved');
    expect(await statusOf(today)).toBe('Live');
  });

  it('undoes a final decision within 10 minutes, not after', async () => {
    const id = await insert();
    await move(id, 'Rejected', 'Not for us this time').expect(200);
    app().clock.advance(9 * 60_000);
    const undone = await request(app().http).post(`/api/review-desk/submissions/${id}/undo`).set(STAFF_AUTHORIZATION).expect(200);
    expect(undone.body.review).toMatchObject({ fromStatus: 'Rejected', toStatus: 'Pending', note: 'Undid the move to Rejected' });
    await move(id, 'Rejected', 'Not for us this time').expect(200);
    app().clock.advance(11 * 60_000);
    const late = await request(app().http).post(`/api/review-desk/submissions/${id}/undo`).set(STAFF_AUTHORIZATION).expect(409);
    expect(late.body.error).toBe('A status change can only be undone within 10 minutes');
    expect(await statusOf(id)).toBe('Rejected');
  });
});

describe('the desk at scale: filters, bulk change and CSV export', () => {
  let tagged: { a: string; b: string; approved: string; otherTag: string };
  beforeAll(async () => {
    tagged = {
      a: await insert({
        artist: 'Kestrel Band',
        title: 'First',
        email: 'k@example.com',
        releaseDate: '2030-07-01',
        createdAt: '2030-04-20T10:00:00Z',
      }),
      b: await insert({
        artist: 'Someone',
        title: 'Kestrel Dreams',
        email: 'x@example.com',
        releaseDate: '2030-06-01',
        createdAt: '2030-05-08T10:00:00Z',
      }),
      approved: await insert({ status: 'Approved', artist: 'Kestrel Band', title: 'Old', email: 'k@example.com' }),
      otherTag: await insert({
        artist: 'Falcon',
        title: '=HYPERLINK("x")',
        email: 'kestrel@example.com',
        createdAt: '2030-05-01T10:00:00Z',
      }),
    };
  });

  it('searches artist, title and email; filters status, age and release date; sorts by release date', async () => {
    const ids = async (query: Record<string, string>) =>
      (
        await request(app().http).get('/api/review-desk/submissions').query(query).set(STAFF_AUTHORIZATION).expect(200)
      ).body.submissions.map((s: { id: string }) => s.id);
    expect(await ids({ q: 'kestrel', status: 'pending' })).toEqual([tagged.b, tagged.otherTag, tagged.a]);
    const byRelease = await ids({ q: 'kestrel', status: 'pending,approved', sort: 'release-date' });
    expect(byRelease.slice(0, 2)).toEqual([tagged.b, tagged.a]);
    expect(byRelease.slice(2).sort()).toEqual([tagged.otherTag, tagged.approved].sort());
    expect(await ids({ q: 'kestrel', minAgeDays: '8' })).toEqual([tagged.otherTag, tagged.a]);
    expect(await ids({ q: 'kestrel', releaseFrom: '2030-06-15' })).toEqual([tagged.a]);
    const row = (
      await request(app().http)
        .get('/api/review-desk/submissions')
        .query({ q: 'Kestrel Band', status: 'pending' })
        .set(STAFF_AUTHORIZATION)
        .expect(200)
    ).body.submissions[0];
    expect(row.age).toEqual({ days: 20, promise: { min: 5, max: 7 }, standing: 'overdue' });
    await app().database.query(
      "INSERT INTO waiting_list_entries (first_name, surname, artist_name, email, country, city, listen_link) VALUES ('X', 'Y', 'Someone', 'X@example.com', 'United Kingdom', 'London', 'https://example.com')",
    );
    const waited = (
      await request(app().http).get('/api/review-desk/submissions').query({ q: 'Kestrel Dreams' }).set(STAFF_AUTHORIZATION).expect(200)
    ).body.submissions[0];
    expect(waited).toMatchObject({ fromWaitingList: true, age: { days: 2, promise: { min: 7, max: 10 }, standing: 'on-track' } });
    expect(row.fromWaitingList).toBe(false);
    await request(app().http).get('/api/review-desk/submissions').query({ sort: 'sideways' }).set(STAFF_AUTHORIZATION).expect(400);
  });

  it('pages a release-date sort by keyset, and refuses a cursor made for another sort', async () => {
    const first = await request(app().http)
      .get('/api/review-desk/submissions')
      .query({ q: 'kestrel', sort: 'release-date', limit: 2 })
      .set(STAFF_AUTHORIZATION)
      .expect(200);
    const second = await request(app().http)
      .get('/api/review-desk/submissions')
      .query({ q: 'kestrel', sort: 'release-date', limit: 2, cursor: first.body.nextCursor })
      .set(STAFF_AUTHORIZATION)
      .expect(200);
    expect([...first.body.submissions, ...second.body.submissions].map((s: { id: string }) => s.id)).toHaveLength(4);
    await request(app().http)
      .get('/api/review-desk/submissions')
      .query({ q: 'kestrel', sort: 'oldest', cursor: first.body.nextCursor })
      .set(STAFF_AUTHORIZATION)
      .expect(400);
  });

  it('exports exactly the filtered list as CSV, formulas neutralised', async () => {
    const res = await request(app().http)
      .get('/api/review-desk/submissions.csv')
      .query({ q: 'kestrel', status: 'pending' })
      .set(STAFF_AUTHORIZATION)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Reference","Submitted","Days waiting","Review standing","Status","Artist","Email","Release title","Release type","Release date","Assigned to","Version"',
    );
    expect(lines).toHaveLength(4);
    expect(res.text).not.toContain('"Old"');
    expect(res.text).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('bulk-changes only what the filters (and ticked ids) select', async () => {
    const res = await request(app().http)
      .post('/api/review-desk/submissions/bulk-status')
      .set(STAFF_AUTHORIZATION)
      .send({ filter: { q: 'kestrel', status: 'Pending', minAgeDays: 8 }, status: 'Approved' })
      .expect(200);
    expect(res.body.changed.sort()).toEqual([tagged.a, tagged.otherTag].sort());
    expect(await statusOf(tagged.b)).toBe('Pending');
    const narrowed = await request(app().http)
      .post('/api/review-desk/submissions/bulk-status')
      .set(STAFF_AUTHORIZATION)
      .send({ filter: { q: 'kestrel' }, ids: [tagged.b, tagged.approved], status: 'Live' })
      .expect(200);
    expect(narrowed.body.changed).toEqual([]);
    expect(narrowed.body.refused).toEqual(
      expect.arrayContaining([
        { id: tagged.b, message: 'Cannot move a submission from Pending to Live' },
        { id: tagged.approved, message: 'A release without a release date cannot go live' },
      ]),
    );
    await request(app().http)
      .post('/api/review-desk/submissions/bulk-status')
      .set(STAFF_AUTHORIZATION)
      .send({ filter: {}, status: 'Shipped' })
      .expect(400);
  });

  it('assigns work to a staff member and filters by assignee', async () => {
    const [{ id: staffId }] = await app().database.query<{ id: string }>(
      "INSERT INTO staff_accounts (email, name, password_hash) VALUES ('robin@label.example', 'Robin Reviewer', 'x') RETURNING id",
    );
    await assign(tagged.b, staffId).expect(200);
    const mine = await request(app().http)
      .get('/api/review-desk/submissions')
      .query({ assignedTo: staffId })
      .set(STAFF_AUTHORIZATION)
      .expect(200);
    expect(mine.body.submissions.map((s: { id: string; assignedTo: { name: string } }) => [s.id, s.assignedTo.name])).toEqual([
      [tagged.b, 'Robin Reviewer'],
    ]);
    const detail = await request(app().http).get(`/api/review-desk/submissions/${tagged.b}`).set(STAFF_AUTHORIZATION).expect(200);
    expect(detail.body.assignedTo).toEqual({ id: staffId, name: 'Robin Reviewer' });
    await assign(tagged.b, null).expect(200);
    const unassigned = await request(app().http).get(`/api/review-desk/submissions/${tagged.b}`).set(STAFF_AUTHORIZATION).expect(200);
    expect(unassigned.body.assignedTo).toBeNull();
    await assign(tagged.b, staffId).expect(200);
    const unknown = await assign(tagged.b, '00000000-0000-4000-8000-000000000000').expect(400);
    expect(unknown.body.error).toBe('No active staff member with this id');
  });
});
