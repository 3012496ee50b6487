import request from 'supertest';
import { BOT_MESSAGES } from '../../../domain/bot';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENCY_PRUNE_JOB } from '../../../application/use-cases/public-flow/idempotent-execution';
import { requestHash } from '../../../api/public-flow/request-hash';
import { runJobsUntil } from '../../support/run-jobs-until';
import { TEST_STAFF_TOKEN } from '../../support/test-config';
import { aSubmission } from '../../support/builders/submission.builder';
import { SUBMISSION_TABLES, UNTHROTTLED_SUBMISSIONS, usePublicFlowApp } from './public-flow-app';

const HOUR = 3_600_000;

describe('POST /api/monday/create-item (submission)', () => {
  const app = usePublicFlowApp(UNTHROTTLED_SUBMISSIONS);

  const counts = () => app().counts(SUBMISSION_TABLES);
  const post = (body: unknown, key?: string) => {
    const r = request(app().http).post('/api/monday/create-item');
    if (key) r.set('Idempotency-Key', key);
    return r.send(body as object);
  };
  const signed = (overrides: Parameters<typeof aSubmission>[0] = {}) => app().signedSubmission(overrides);

  it('stores a 12-track submission with full credits, two clips per track and singles-first dates exactly, and the board job creates one item', async () => {
    const body = await signed({ tracks: 12, singlesFirst: true });
    const res = await post(body).expect(200);
    expect(res.body.success).toBe(true);
    const id = res.body.data.submissionId as string;
    expect(res.body.data.board).toBe('queued');

    const stored = await app().infrastructure.submissions.find(id);
    expect(stored).toBeDefined();
    expect(stored?.status).toBe('Pending');
    const f = body.formData;
    expect(stored).toMatchObject({
      firstName: f.firstName,
      surname: f.surname,
      email: f.email,
      artistName: f.artistName,
      country: f.country,
      city: f.city,
      phone: f.phone,
      instagramProfile: f.instagramProfile,
      noTikTok: true,
      uploadType: 'new-music',
      releaseType: 'lp',
      releaseTitle: f.releaseTitle,
      primaryGenre: f.primaryGenre,
      subGenre: f.subGenre,
      releaseDate: f.releaseDate,
      influences: f.influences,
      bio: f.bio,
      proNumber: f.proNumber,
      publishingInterest: true,
      releaseStrategy: 'singles_first',
      fullReleaseDate: f.fullReleaseDate,
      itemName: body.itemName,
      source: 'open',
      // The server works out the file links from the form; what the client sent there is ignored.
      additionalData: {
        mainFolderUrl: '/api/files/folders/nova-lane',
        audioUrls: f.tracks.map((t) => `/api/files/${t.fileId}`),
        imageUrls: [],
        transferUrls: [],
      },
    });
    expect(stored?.tracks).toHaveLength(12);
    stored?.tracks.forEach((t, i) => {
      const sent = f.tracks[i];
      expect(t.title).toBe(sent.title);
      expect(t.releaseAsSingle).toBe(sent.releaseAsSingle);
      expect(t.singleReleaseDate).toBe(sent.singleReleaseDate);
      expect(t.singleOrder).toBe(sent.singleOrder);
      expect(t.socialClips).toEqual(
        sent.socialClips.map((c) => ({ clientId: c.id, startTime: c.startTime, endTime: c.endTime, description: c.description })),
      );
      expect(t.credits).toEqual(sent.credits);
    });

    expect(await app().count('board_items')).toBe(0);
    const summary = await app().infrastructure.jobs.worker.drain();
    // The board item, the audio analysis of each of the 12 uploaded tracks, asking the collaborators for their split
    // sheets, and the board's splits column after that.
    expect(summary.succeeded).toBe(1 + 12 + 2);
    const after = await app().infrastructure.submissions.find(id);
    expect(after?.boardItemId).toBeTruthy();
    const item = await app().infrastructure.board.getItem(after?.boardItemId ?? '');
    expect(item?.name).toBe(body.itemName);
    expect(item?.columnValues).toMatchObject({
      submission_id: id,
      track_count: 12,
      release_title: 'Night Drive',
      artist_name: 'Nova Lane',
    });
    expect(await app().count('board_items')).toBe(1);
    await app().infrastructure.jobs.worker.drain({ ignoreSchedule: true });
    expect(await app().count('board_items')).toBe(1);
  });

  it('idempotency: the same key and body give one submission; another body with the key gets 422', async () => {
    const body = await signed({ tracks: 2 });
    const before = await app().count('submissions');
    const first = await post(body, 'key-idem-0001').expect(200);
    const second = await post(body, 'key-idem-0001').expect(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await app().count('submissions')).toBe(before + 1);
    const other = await post({ ...body, itemName: 'Another - Title' }, 'key-idem-0001').expect(422);
    expect(other.body.error).toBe(IDEMPOTENCY_MESSAGES.mismatch);
    expect(await app().count('submissions')).toBe(before + 1);
  });

  it('idempotency: a retry while an in-flight claim is fresh gets 409; a claim older than IDEMPOTENCY_IN_FLIGHT_SECONDS is taken over', async () => {
    const claim = (key: string, hash: string, at: Date) =>
      app().database.query(
        "INSERT INTO idempotency_keys (scope, key, request_hash, status, created_at) VALUES ('submission', $1, $2, 'in_flight', $3)",
        [key, hash, at.toISOString()],
      );
    const body = await signed();
    await claim('key-inflight-1', 'other-hash-does-not-matter', app().clock.now());
    expect((await post(body, 'key-inflight-1')).status).toBe(422);
    await claim('key-inflight-2', requestHash(body), app().clock.now());
    const conflict = await post(body, 'key-inflight-2').expect(409);
    expect(conflict.body.error).toBe(IDEMPOTENCY_MESSAGES.inFlight);
    app().clock.advance(121_000);
    const taken = await post(body, 'key-inflight-2').expect(200);
    expect(await post(body, 'key-inflight-2').expect(200)).toHaveProperty('body', taken.body);
  });

  it('idempotency: parallel requests with one key make one submission and all get its answer', async () => {
    const body = await signed();
    const before = await app().count('submissions');
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(body, 'key-parallel-1')));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.body.data.submissionId)).size).toBe(1);
    expect(await app().count('submissions')).toBe(before + 1);
  });

  it('idempotency: a refused request leaves no key, so the corrected retry with the same key runs', async () => {
    const body = await signed();
    await post({ ...body, formData: { ...body.formData, releaseTitle: '' } }, 'key-refused-1').expect(400);
    expect(await app().count("idempotency_keys WHERE key = 'key-refused-1'")).toBe(0);
  });

  it('idempotency: the retention job prunes answers older than IDEMPOTENCY_RETENTION_HOURS', async () => {
    const body = await signed();
    await post(body, 'key-retained-1').expect(200);
    app().clock.advance(73 * 3_600_000);
    const jobs = await app().infrastructure.jobs.queue.enqueue({ kind: IDEMPOTENCY_PRUNE_JOB, payload: {} });
    expect(jobs.deduplicated).toBe(false);
    await app().infrastructure.jobs.worker.drain({ ignoreSchedule: true });
    expect(await app().count("idempotency_keys WHERE key = 'key-retained-1'")).toBe(0);
  });

  it('board outage: accepted at once, the item exists after the board failed 5 times', async () => {
    await app().infrastructure.jobs.worker.drain({ ignoreSchedule: true });
    app().board.setFailures(5);
    const body = await signed({ tracks: 3 });
    const res = await post(body).expect(200);
    const id = res.body.data.submissionId as string;
    const before = app().board.calls;
    let passes = 0;
    while (!(await app().infrastructure.submissions.find(id))?.boardItemId && passes < 10) {
      await app().infrastructure.jobs.worker.drain({ ignoreSchedule: true, maxPasses: 1 });
      passes += 1;
    }
    expect(app().board.calls - before).toBe(6);
    const stored = await app().infrastructure.submissions.find(id);
    expect(stored?.boardItemId).toBeTruthy();
    expect((await app().infrastructure.board.getItem(stored?.boardItemId ?? ''))?.columnValues.submission_id).toBe(id);
    const jobs = await app().database.query<{ status: string; attempts: number }>(
      "SELECT status, attempts FROM jobs WHERE kind = 'board.create-submission-item' AND payload->>'submissionId' = $1",
      [id],
    );
    expect(jobs).toEqual([{ status: 'done', attempts: 6 }]);
  });

  it('keeps a board job retrying through a long outage, then dead-letters it after its window and keeps it', async () => {
    await app().infrastructure.jobs.worker.drain({ ignoreSchedule: true });
    app().board.setFailures(1_000_000);
    const res = await post(await signed()).expect(200);
    const start = app().clock.now().getTime();
    const job = async () =>
      (
        await app().database.query<{ status: string; attempts: number; last_error: string }>(
          "SELECT status, attempts, last_error FROM jobs WHERE kind = 'board.create-submission-item' AND payload->>'submissionId' = $1",
          [res.body.data.submissionId],
        )
      )[0];
    await runJobsUntil(app().infrastructure, app().clock, start + 24 * HOUR);
    const retrying = await job();
    expect(retrying).toMatchObject({ status: 'queued', last_error: 'Board unavailable (simulated outage)' });
    expect(retrying.attempts).toBeGreaterThan(8);
    await runJobsUntil(app().infrastructure, app().clock, start + 49 * HOUR);
    expect(await job()).toMatchObject({ status: 'dead', last_error: 'Board unavailable (simulated outage)' });
    app().board.setFailures(0);
  });

  describe('bot protection', () => {
    it.each([
      ['no form session', (b: ReturnType<typeof aSubmission>) => ({ ...b, formSession: undefined })],
      ['forged form session', (b: ReturnType<typeof aSubmission>) => ({ ...b, formSession: `${b.formSession?.slice(0, -4)}AAAA` })],
      ['honeypot website filled', (b: ReturnType<typeof aSubmission>) => ({ ...b, website: 'http://spam.example' })],
      ['honeypot email_confirm filled', (b: ReturnType<typeof aSubmission>) => ({ ...b, email_confirm: 'x@y.z' })],
    ])('%s → refused with the spec message', async (_name, change) => {
      const body = change(await signed());
      const before = await counts();
      const res = await post(body).expect(400);
      expect(res.body.error).toBe(BOT_MESSAGES.submissionRejected);
      expect(await counts()).toEqual(before);
    });

    it('a form completed in under 3 s is refused', async () => {
      const res = await request(app().http).post('/api/form-sessions').expect(201);
      const body = {
        ...aSubmission(),
        formSession: res.body.formSession,
        formData: { ...aSubmission().formData, releaseTitle: '', tracks: [] },
      };
      const refused = await post({ ...body, website: '' });
      expect(refused.status).toBe(400);
    });
  });

  describe('bad inputs are 4xx, never 500, and write nothing', () => {
    const bad: [string, () => Promise<request.Response>][] = [
      [
        'malformed JSON',
        () => request(app().http).post('/api/monday/create-item').set('Content-Type', 'application/json').send('{"formData": {'),
      ],
      ['wrong types', () => post({ ...aSubmission(), formData: { ...aSubmission().formData, tracks: 'three' } })],
      [
        'wrong nested types',
        () => post({ ...aSubmission(), formData: { ...aSubmission().formData, earlyReleaseRequest: 'yes', releaseType: 'album' } }),
      ],
      ['unknown top-level field', () => post({ ...aSubmission(), admin: true })],
      ['unknown nested field', () => post({ ...aSubmission(), formData: { ...aSubmission().formData, status: 'Approved' } })],
      ['missing formData', () => post({ itemName: 'x' })],
      [
        '__proto__ key',
        () =>
          request(app().http)
            .post('/api/monday/create-item')
            .set('Content-Type', 'application/json')
            .send('{"formData":{"__proto__":{"isAdmin":true}}}'),
      ],
      [
        'constructor key',
        () =>
          request(app().http)
            .post('/api/monday/create-item')
            .set('Content-Type', 'application/json')
            .send('{"formData":{"tracks":[{"constructor":{"prototype":{}}}]}}'),
      ],
      ['10 kB string', () => post({ ...aSubmission(), formData: { ...aSubmission().formData, releaseTitle: 'x'.repeat(10_000) } })],
      ['10 kB idempotency key', () => post(aSubmission(), 'k'.repeat(10_000))],
      ['non-JSON body', () => request(app().http).post('/api/monday/create-item').set('Content-Type', 'text/plain').send('hello')],
      ['array body', () => request(app().http).post('/api/monday/create-item').send([1, 2])],
      ['columnValues without staff', () => post({ itemName: 'x', columnValues: { email: 'a@b.c' } })],
    ];
    it.each(bad)('%s', async (_name, send) => {
      const before = await counts();
      const res = await send();
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.success).toBe(false);
      expect(await counts()).toEqual(before);
    });
  });

  it('a file id that is not an upload of this form session is refused', async () => {
    const body = await signed();
    body.formData.tracks[0].fileId = '6f1c1c9e-8d4b-4a57-9a53-0d8f1d1e0a11';
    const before = await counts();
    const res = await post(body).expect(400);
    expect(res.body.details).toEqual([{ field: 'tracks[0].file', message: expect.stringContaining('could not be found') }]);
    expect(await counts()).toEqual(before);
  });

  it('columnValues from staff creates a test item on the board', async () => {
    const res = await request(app().http)
      .post('/api/monday/create-item')
      .set('Authorization', `Bearer ${TEST_STAFF_TOKEN}`)
      .send({ itemName: 'Test Artist', columnValues: { first_name: 'Test', email: 'test@example.com' } })
      .expect(200);
    expect((await app().infrastructure.board.getItem(res.body.data.itemId))?.columnValues).toMatchObject({
      first_name: 'Test',
      kind: 'Test',
    });
  });
});

describe('rate limit on submissions', () => {
  const app = usePublicFlowApp({ RATE_LIMIT_SUBMISSIONS: '2' });

  it('answers 429 with Retry-After after the limit and writes nothing', async () => {
    await request(app().http).post('/api/monday/create-item').send({ itemName: 'x' }).expect(400);
    await request(app().http).post('/api/monday/create-item').send({ itemName: 'x' }).expect(400);
    const before = await app().count('submissions');
    const res = await request(app().http).post('/api/monday/create-item').send(aSubmission()).expect(429);
    expect(res.body.error).toMatch(/^Too many requests/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await app().count('submissions')).toBe(before);
  });
});
