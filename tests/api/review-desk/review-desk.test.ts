import request from 'supertest';
import { STATUS_BANNERS } from '../../../domain/status';
import { asBrowser, createArtist, createStaff, signInArtist, signInStaff } from '../../support/identity-fixtures';
import { TEST_STAFF_TOKEN } from '../../support/test-config';
import { useTestApp } from '../../support/use-test-app';
import { EVERY_PORT_PASSED } from '../test-dashboard/full-submission-steps';

let staffCookie: string;
const staffToken = { Authorization: `Bearer ${TEST_STAFF_TOKEN}` };

async function insertSubmission(
  artistId: string | null,
  fields: { status?: string; title?: string; artistName?: string; createdAt?: string } = {},
) {
  const [row] = await app().database.query<{ id: string }>(
    `INSERT INTO submissions (artist_id, status, upload_type, release_title, email, artist_name, created_at)
     VALUES ($1, $2, 'new-music', $3, 'owner@example.com', $4, $5) RETURNING id`,
    [
      artistId,
      fields.status ?? 'Pending',
      fields.title ?? 'Untitled',
      fields.artistName ?? 'Someone',
      fields.createdAt ?? new Date().toISOString(),
    ],
  );
  // Approval needs a track (domain/status staff-move).
  await app().database.query("INSERT INTO submission_tracks (submission_id, position, title) VALUES ($1, 0, 'Track 1')", [row.id]);
  return row.id;
}

const app = useTestApp();
/** A staff status decision, sent with the API token unless other credentials are given. */
const move = (id: string, decision: { status: string; note?: string }, credentials: Record<string, string> = staffToken) =>
  request(app().http).post(`/api/review-desk/submissions/${id}/status`).set(credentials).send(decision);
beforeAll(async () => {
  staffCookie = await signInStaff(app(), await createStaff(app()));
});

describe('artist isolation and the staff decision reaching the artist', () => {
  it("answers 404 'Submission not found' to an artist reading another artist's submission", async () => {
    const owner = await createArtist(app());
    const other = await createArtist(app());
    const id = await insertSubmission(owner.id, { title: 'Mine' });
    const otherCookie = await signInArtist(app(), other);
    const res = await request(app().http).get(`/api/profile/submissions/${id}`).set('Cookie', otherCookie).expect(404);
    expect(res.body).toEqual({ success: false, error: 'Submission not found' });
    await request(app().http).get('/api/profile/submissions/not-a-uuid').set('Cookie', otherCookie).expect(404);
    const list = await request(app().http).get('/api/profile/submissions').set('Cookie', otherCookie).expect(200);
    expect(list.body.submissions).toEqual([]);
  });

  it('moves a submission to Approved with a note: the artist sees it and a mail sits in the outbox', async () => {
    const artist = await createArtist(app(), { artistName: 'Nova' });
    const id = await insertSubmission(artist.id, { status: 'Processing', title: 'Night Drive', artistName: 'Nova' });
    await app().database.query('UPDATE submissions SET email = $1 WHERE id = $2', [artist.email, id]);
    const note = 'Lovely mix. Scheduled for the spring campaign.';
    const moved = await move(id, { status: 'approved', note }, asBrowser(staffCookie)).expect(200);
    expect(moved.body.review).toMatchObject({ fromStatus: 'Processing', toStatus: 'Approved', note });

    const artistCookie = await signInArtist(app(), artist);
    const seen = await request(app().http).get(`/api/profile/submissions/${id}`).set('Cookie', artistCookie).expect(200);
    expect(seen.body.submission).toMatchObject({
      status: 'Approved',
      statusColour: 'green',
      banner: STATUS_BANNERS.approved,
      reviewNote: { note, status: 'Approved' },
    });

    const outbox = await request(app().http).get('/api/review-desk/mail-outbox').query({ to: artist.email }).set(staffToken).expect(200);
    expect(outbox.body.mails).toHaveLength(1);
    expect(outbox.body.mails[0]).toMatchObject({ to: artist.email, category: 'status-change', subject: 'Night Drive: Approved' });
    expect(outbox.body.mails[0].text).toContain(note);
  });

  it('refuses a move the domain does not allow with its message, and changes nothing', async () => {
    const id = await insertSubmission(null, { status: 'Live' });
    const res = await move(id, { status: 'Pending' }).expect(409);
    expect(res.body.error).toBe('Cannot move a submission from Live to Pending');
    const bad = await move(id, { status: 'Shipped' }).expect(400);
    expect(bad.body.error).toBe('Unknown submission status: "Shipped"');
    const detail = await request(app().http).get(`/api/review-desk/submissions/${id}`).set(staffToken).expect(200);
    expect(detail.body.submission.status).toBe('Live');
    expect(detail.body.reviews).toEqual([]);
    expect(detail.body.boardSync).toMatchObject({ state: 'not-queued', boardItemId: null });
  });
});

describe('review desk list', () => {
  it('filters by status, date range and text on artist or title', async () => {
    await insertSubmission(null, {
      status: 'Rejected',
      title: 'Zebra Crossing',
      artistName: 'Quokka Band',
      createdAt: '2029-03-01T12:00:00Z',
    });
    await insertSubmission(null, { status: 'Rejected', title: 'Other', artistName: 'The Zebras', createdAt: '2029-03-02T12:00:00Z' });
    await insertSubmission(null, { status: 'Rejected', title: 'Zebra', artistName: 'x', createdAt: '2029-05-01T12:00:00Z' });
    const res = await request(app().http)
      .get('/api/review-desk/submissions')
      .query({ status: 'REJECTED', from: '2029-03-01', to: '2029-04-01', q: 'zebra' })
      .set(staffToken)
      .expect(200);
    expect(res.body.submissions.map((s: { releaseTitle: string }) => s.releaseTitle)).toEqual(['Other', 'Zebra Crossing']);
    expect(res.body.nextCursor).toBeNull();
    const literal = await request(app().http).get('/api/review-desk/submissions').query({ q: '%' }).set(staffToken).expect(200);
    expect(literal.body.submissions).toEqual([]);
  });

  it('refuses a forged cursor and an unknown status with 400', async () => {
    await request(app().http).get('/api/review-desk/submissions').query({ cursor: 'garbage' }).set(staffToken).expect(400);
    await request(app().http).get('/api/review-desk/submissions').query({ status: 'Shipped' }).set(staffToken).expect(400);
  });

  it('pages 10,000 submissions by keyset: page 1 and page 50 hold the right rows in order', async () => {
    await app().database.query('DELETE FROM submissions');
    // Pairs of rows share a timestamp so the id tie-break is exercised too.
    await app().database.query(`
      INSERT INTO submissions (status, upload_type, release_title, email, artist_name, created_at)
      SELECT CASE WHEN g % 3 = 0 THEN 'Approved' ELSE 'Pending' END, 'new-music', 'Release ' || g, 'bulk@example.com', 'Bulk Artist',
             timestamptz '2030-01-01T00:00:00Z' - ((g / 2) * interval '1 minute')
      FROM generate_series(1, 10000) AS g`);
    const expected = await app().database.query<{ id: string }>('SELECT id FROM submissions ORDER BY created_at DESC, id DESC');
    expect(expected).toHaveLength(10000);

    let cursor: string | null = null;
    const pages: string[][] = [];
    const started = Date.now();
    for (let page = 1; page <= 50; page += 1) {
      const res: request.Response = await request(app().http)
        .get('/api/review-desk/submissions')
        .query({ limit: 25, ...(cursor ? { cursor } : {}) })
        .set(staffToken)
        .expect(200);
      pages.push(res.body.submissions.map((s: { id: string }) => s.id));
      cursor = res.body.nextCursor;
    }
    const perPageMs = (Date.now() - started) / 50;
    expect(pages[0]).toEqual(expected.slice(0, 25).map((r) => r.id));
    expect(pages[49]).toEqual(expected.slice(49 * 25, 50 * 25).map((r) => r.id));
    expect(new Set(pages.flat()).size).toBe(1250);
    console.log(`keyset pagination over 10,000 submissions: ${perPageMs.toFixed(1)} ms per page (50 pages)`);
  });
});

describe('test dashboard calls', () => {
  it('reports the board connection and runs a small record through every port', async () => {
    const connection = await request(app().http).get('/api/monday/test-connection').set(staffToken).expect(200);
    expect(connection.body).toMatchObject({ success: true, adapter: 'database' });
    const item = await request(app().http)
      .post('/api/test-dashboard/create-item')
      .set(staffToken)
      .send({ itemName: 'Test - Item', columnValues: { artist_name: 'Test' } })
      .expect(200);
    expect(item.body.data.itemId).toEqual(expect.any(String));
    const full = await request(app().http).post('/api/test-dashboard/full-submission-test').set(staffToken).expect(200);
    expect(full.body.steps.map((s: { step: string; success: boolean }) => [s.step, s.success])).toEqual(EVERY_PORT_PASSED);
  });
});

describe('waiting list invite', () => {
  it('invites a waiting-list entry: the artist gets a portal sign-in mail whose artist ID and code work', async () => {
    const [entry] = await app().database.query<{ id: string }>(
      `INSERT INTO waiting_list_entries (first_name, surname, artist_name, email, country, city, listen_link)
       VALUES ('Wren', 'Hale', 'Wren Hale', 'wren@example.com', 'United Kingdom', 'Leeds', 'https://listen.example/wren') RETURNING id`,
    );
    const listed = await request(app().http).get('/api/review-desk/waiting-list').set(staffToken).expect(200);
    expect(listed.body.entries[0]).toMatchObject({ id: entry.id, artistName: 'Wren Hale', invitedArtistId: null });
    const invited = await request(app().http).post(`/api/review-desk/waiting-list/${entry.id}/invite`).set(staffToken).expect(200);
    expect(invited.body.artistId).toMatch(/^ART-/);

    const mails = await request(app().http)
      .get('/api/review-desk/mail-outbox')
      .query({ to: 'wren@example.com', category: 'invitation' })
      .set(staffToken)
      .expect(200);
    expect(mails.body.mails).toHaveLength(1);
    const text: string = mails.body.mails[0].text;
    const artistId = /Artist ID: (\S+)/.exec(text)?.[1];
    const code = /Invitation code: (\S+)/.exec(text)?.[1];
    expect(artistId).toBe(invited.body.artistId);
    await request(app().http).post('/api/auth/artist/login').send({ artistId, invitationCode: code }).expect(200);
    const again = await request(app().http).get('/api/review-desk/waiting-list').set(staffToken).expect(200);
    expect(again.body.entries[0].invitedArtistId).toEqual(expect.any(String));
  });
});
