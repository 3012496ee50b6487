import request from 'supertest';
import { COPYRIGHT_LINE_MESSAGES, LABEL_COPY_MESSAGES } from '../../../domain/label-copy';
import { LYRICS_LANGUAGE_MESSAGES } from '../../../domain/tracks/lyrics-language';
import { SERVER_SUBMISSION_MESSAGES } from '../../../domain/forms/server-submission.messages';
import { ManualClock } from '../../fakes/manual.clock';
import { insertRelease } from '../../support/delivery/release-fixture';
import { asBrowser, createArtist, signInArtist } from '../../support/identity-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { STAFF_AUTHORIZATION } from '../../support/test-config';

describe('staff correct label copy on the desk', () => {
  const clock = new ManualClock('2026-11-27T10:00:00Z');
  const now = new Date('2026-11-27T10:00:00Z');
  let app: TestApp;
  let artist: Awaited<ReturnType<typeof createArtist>>;
  let artistCookie: string;
  beforeAll(async () => {
    app = await startTestApp({ clock, env: { LABEL_NAME: 'Harbour Records' } });
    artist = await createArtist(app);
    artistCookie = await signInArtist(app, artist);
  });
  afterAll(() => app.close());

  const path = (id: string) => `/api/review-desk/submissions/${id}/label-copy`;
  const correct = (id: string, body: object) => request(app.http).patch(path(id)).set(STAFF_AUTHORIZATION).send(body);
  const artistTimeline = async (id: string) =>
    (await request(app.http).get(`/api/profile/submissions/${id}`).set(asBrowser(artistCookie)).expect(200)).body.submission.timeline;

  it("names the configured label in the portal config, for the wizard's blank label-copy fields", async () => {
    const config = await request(app.http).get('/api/config').expect(200);
    expect(config.body.labelName).toBe('Harbour Records');
  });

  it('shows the stored values with the defaults a blank one stands for', async () => {
    const release = await insertRelease(app.database, { tracks: 2, releaseDate: '2027-02-05' });
    const shown = await request(app.http).get(path(release.submissionId)).set(STAFF_AUTHORIZATION).expect(200);
    expect(shown.body).toMatchObject({
      success: true,
      correctable: true,
      defaults: { year: 2027, labelName: 'Harbour Records' },
      labelCopy: { releaseTitle: 'Low Tide', primaryGenre: 'Electronic', pLineYear: null, pLineOwner: '', labelName: '' },
    });
    expect(shown.body.labelCopy.tracks).toEqual([
      { position: 0, title: 'Track 1', version: '', lyricsLanguage: null, explicit: null },
      { position: 1, title: 'Track 2', version: '', lyricsLanguage: null, explicit: null },
    ]);
  });

  it('stores each correction, writes it on the timeline and the artist reads it there', async () => {
    const release = await insertRelease(app.database, { tracks: 2, artistId: artist.id });
    await correct(release.submissionId, { pLineYear: 2025, pLineOwner: 'Old Owner' }).expect(200);
    const answer = await correct(release.submissionId, {
      pLineYear: 2026,
      pLineOwner: 'New Owner',
      primaryGenre: 'Pop',
      tracks: [{ position: 1, version: 'Radio Edit', lyricsLanguage: 'FR', explicit: true }],
    }).expect(200);
    expect(answer.body.corrections).toEqual([
      'Staff corrected Primary genre: "Electronic" → "Pop"',
      'Staff corrected ℗ line: "2025 Old Owner" → "2026 New Owner"',
      'Staff corrected Track 2 version: blank → "Radio Edit"',
      'Staff corrected Track 2 lyrics language: blank → "fr"',
      'Staff corrected Track 2 explicit: blank → "Explicit"',
    ]);
    expect(answer.body).toMatchObject({ redeliveryQueued: false, labelCopy: { pLineYear: 2026, pLineOwner: 'New Owner' } });
    const [details] = await app.database.query<{ p_line_year: number; p_line_owner: string; primary_genre: string }>(
      'SELECT p_line_year, p_line_owner, primary_genre FROM submission_details WHERE submission_id = $1',
      [release.submissionId],
    );
    expect(details).toEqual({ p_line_year: 2026, p_line_owner: 'New Owner', primary_genre: 'Pop' });
    const tracks = await app.database.query<{ version: string; lyrics_language: string; parental_advisory: boolean }>(
      'SELECT version, lyrics_language, parental_advisory FROM submission_tracks WHERE submission_id = $1 AND position = 1',
      [release.submissionId],
    );
    expect(tracks).toEqual([{ version: 'Radio Edit', lyrics_language: 'fr', parental_advisory: true }]);

    const timeline = await artistTimeline(release.submissionId);
    expect(timeline.map((e: { correction: string | null }) => e.correction)).toEqual([
      'Staff corrected ℗ line: the label\'s default → "2025 Old Owner"',
      ...answer.body.corrections,
    ]);
    expect(timeline[0]).toMatchObject({ status: 'Pending', note: null });

    // The staff timeline carries the same corrections, with who made them.
    const desk = await request(app.http).get(`/api/review-desk/submissions/${release.submissionId}`).set(STAFF_AUTHORIZATION).expect(200);
    expect(desk.body.corrections.map((c: { sentence: string }) => c.sentence)).toEqual(
      timeline.map((e: { correction: string | null }) => e.correction),
    );
    expect(desk.body.corrections[0]).toMatchObject({ by: expect.any(String), createdAt: expect.any(String) });
    expect(desk.body.corrections[0].by).not.toBe('');
  });

  it.each([
    [{ pLineYear: 1899 }, 'pLineYear', COPYRIGHT_LINE_MESSAGES.year('℗', now)],
    [{ cLineYear: 2028 }, 'cLineYear', COPYRIGHT_LINE_MESSAGES.year('©', now)],
    [{ pLineYear: 'next year' }, 'pLineYear', COPYRIGHT_LINE_MESSAGES.year('℗', now)],
    [{ primaryGenre: 'Space Polka' }, 'primaryGenre', SERVER_SUBMISSION_MESSAGES.primaryGenreUnknown],
    [{ tracks: [{ position: 0, lyricsLanguage: 'xx' }] }, 'tracks[0].lyricsLanguage', LYRICS_LANGUAGE_MESSAGES.invalid],
    [{ tracks: [{ position: 5, title: 'Nope' }] }, 'tracks[0].position', LABEL_COPY_MESSAGES.noSuchTrack(5)],
    [{}, 'labelCopy', LABEL_COPY_MESSAGES.nothingToCorrect],
  ])('refuses %j with 400 and the domain message, changing nothing', async (body, field, message) => {
    const release = await insertRelease(app.database, { tracks: 1 });
    const refused = await correct(release.submissionId, body).expect(400);
    expect(refused.body).toMatchObject({ success: false, error: message });
    expect(refused.body.details).toEqual(expect.arrayContaining([{ field, message }]));
    const corrections = await app.database.query('SELECT 1 FROM label_copy_corrections WHERE submission_id = $1', [release.submissionId]);
    expect(corrections).toHaveLength(0);
  });

  it('refuses a rejected release with 409 and an unknown one with 404', async () => {
    const rejected = await insertRelease(app.database, { tracks: 1, status: 'Rejected' });
    expect((await correct(rejected.submissionId, { labelName: 'X' }).expect(409)).body.error).toBe(
      LABEL_COPY_MESSAGES.notCorrectable('Rejected'),
    );
    await correct('6f1f9a56-1b7e-4a55-9a43-2d4f5a1d0c11', { labelName: 'X' }).expect(404);
    await request(app.http).get(path('not-a-uuid')).set(STAFF_AUTHORIZATION).expect(404);
  });

  it('refuses artists (403) and anonymous callers (401)', async () => {
    const release = await insertRelease(app.database, { tracks: 1, artistId: artist.id });
    await request(app.http).patch(path(release.submissionId)).send({ labelName: 'X' }).expect(401);
    await request(app.http).patch(path(release.submissionId)).set(asBrowser(artistCookie)).send({ labelName: 'X' }).expect(403);
    await request(app.http).get(path(release.submissionId)).set(asBrowser(artistCookie)).expect(403);
  });

  it('sends a delivered release to the stores again as an update, so they receive the corrected label copy', async () => {
    const release = await insertRelease(app.database, { tracks: 1, storage: app.infrastructure.fileStorage });
    await request(app.http)
      .post(`/api/review-desk/submissions/${release.submissionId}/status`)
      .set(STAFF_AUTHORIZATION)
      .send({ status: 'Approved' })
      .expect(200);
    await request(app.http).post(`/api/review-desk/submissions/${release.submissionId}/delivery`).set(STAFF_AUTHORIZATION).expect(200);
    await app.infrastructure.jobs.worker.drain();
    const delivery = () => request(app.http).get(`/api/review-desk/submissions/${release.submissionId}/delivery`).set(STAFF_AUTHORIZATION);
    expect((await delivery()).body.delivery).toMatchObject({ status: 'delivered' });
    const answer = await correct(release.submissionId, { cLineOwner: 'Harbour Art Dept' }).expect(200);
    expect(answer.body).toMatchObject({
      redeliveryQueued: true,
      updateQueuedTo: ['the stores'],
      corrections: ['Staff corrected © line: the label\'s default → "Harbour Art Dept"'],
    });
    expect((await delivery()).body.delivery).toMatchObject({ status: 'queued', kind: 'update' });
    await app.infrastructure.jobs.worker.drain();
    expect((await delivery()).body.delivery).toMatchObject({ status: 'delivered', kind: 'update', attempts: 2 });
  });

  it('keeps every correction under parallel requests, each recording the value it replaced', async () => {
    const release = await insertRelease(app.database, { tracks: 1 });
    const owners = ['A', 'B', 'C', 'D', 'E'].map((x) => `Owner ${x}`);
    await Promise.all(owners.map((owner) => correct(release.submissionId, { pLineOwner: owner }).expect(200)));
    const rows = await app.database.query<{ before_text: string; after_text: string }>(
      'SELECT before_text, after_text FROM label_copy_corrections WHERE submission_id = $1 ORDER BY seq',
      [release.submissionId],
    );
    expect(rows).toHaveLength(5);
    rows.forEach((row, i) => expect(row.before_text).toBe(i === 0 ? '' : rows[i - 1].after_text));
    expect(new Set(rows.map((r) => r.after_text))).toEqual(new Set(owners));
  });
});
