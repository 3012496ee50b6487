import { BOT_MESSAGES } from '../../../domain/bot';
import request from 'supertest';
import type { SubmissionFormPayload } from '../../../wire';
import { CLEANUP_JOB } from '../../../application/use-cases/uploads/cleanup-orphan-uploads.use-case';
import { PURGE_DRAFTS_JOB } from '../../../application/use-cases/drafts/purge-stale-drafts.use-case';
import { createArtist, signInArtist, asBrowser } from '../../support/identity-fixtures';
import { usePublicFlowApp } from '../public-flow/public-flow-app';
import { aSubmission } from '../../support/builders/submission.builder';
import { uploadTestAudio } from '../public-flow/test-audio';
import { fillAndSendDraft, submitDraft } from './send-draft';
import { SubmitDraftUseCase } from '../../../application/use-cases/drafts/submit-draft.use-case';
import { DRAFT_MESSAGES } from '../../../domain/drafts';
import { parseDraftAnswers } from '../../../api/drafts/draft-answers.reader';

const app = usePublicFlowApp();

interface Opened {
  id: string;
  token: string;
  formSession: string;
  sessionId: string;
  revision: number;
}

async function openAnonymous(): Promise<Opened> {
  const res = await request(app().http).post('/api/drafts').send({}).expect(200);
  expect(res.body.resumeToken).toEqual(expect.any(String));
  return {
    id: res.body.data.id,
    token: res.body.resumeToken,
    formSession: res.body.formSession,
    sessionId: res.body.sessionId,
    revision: res.body.data.revision,
  };
}

function save(draft: Opened, answers: SubmissionFormPayload | Record<string, unknown>, step = 1, revision = draft.revision) {
  return request(app().http)
    .put(`/api/drafts/${draft.id}`)
    .set('X-Draft-Token', draft.token)
    .send({ baseRevision: revision, answers, wizard: { step, extras: { spotifyMode: 'url' } } });
}

describe('drafts on the server', () => {
  it('keeps the answers, the step and the uploaded files; the stored file takes the typed track title', async () => {
    const draft = await openAnonymous();
    const fileId = await uploadTestAudio(app().http, draft.formSession);
    const answers = { ...aSubmission().formData, tracks: [{ ...aSubmission().formData.tracks[0], title: 'Neon Rain', fileId }] };
    const saved = await save(draft, answers, 2).expect(200);
    expect(saved.body.revision).toBe(draft.revision + 1);
    expect(saved.body.files).toEqual([expect.objectContaining({ fileId, kind: 'audio', trackTitle: 'Neon Rain' })]);

    const again = await request(app().http).get(`/api/drafts/${draft.id}`).set('X-Draft-Token', draft.token).expect(200);
    expect(again.body.data.answers.releaseTitle).toBe('Night Drive');
    expect(again.body.data.answers.tracks[0]).toMatchObject({ title: 'Neon Rain', fileId });
    expect(again.body.data.wizard).toEqual({ step: 2, extras: { spotifyMode: 'url' } });
    expect(again.body.sessionId).toBe(draft.sessionId);
  });

  it('is private: no token, a wrong token or another visitor reads as not found', async () => {
    const draft = await openAnonymous();
    const other = await openAnonymous();
    await request(app().http).get(`/api/drafts/${draft.id}`).expect(404);
    await request(app().http).get(`/api/drafts/${draft.id}`).set('X-Draft-Token', other.token).expect(404);
    await request(app().http).get(`/api/drafts/${draft.id}`).set('X-Draft-Token', 'x'.repeat(43)).expect(404);
    await request(app().http)
      .put(`/api/drafts/${draft.id}`)
      .set('X-Draft-Token', other.token)
      .send({ baseRevision: 1, answers: {}, wizard: { step: 0, extras: {} } })
      .expect(404);
    await request(app().http).delete(`/api/drafts/${draft.id}`).set('X-Draft-Token', other.token).expect(404);
  });

  it('refuses a save from a stale window (409) and answers of the wrong shape (400), keeping what was stored', async () => {
    const draft = await openAnonymous();
    await save(draft, { releaseTitle: 'First' }).expect(200);
    const stale = await save(draft, { releaseTitle: 'Second' }).expect(409);
    expect(stale.body.error).toMatch(/changed in another window/);
    const wrong = await save(draft, { releaseTitle: 42 }, 1, draft.revision + 1).expect(400);
    expect(wrong.body.details[0].field).toContain('releaseTitle');
    await save(draft, { releaseTitle: 'x', invented: true }, 1, draft.revision + 1).expect(400);
    await save(draft, { releaseTitle: 'x' }, 9, draft.revision + 1).expect(400);
    const kept = await request(app().http).get(`/api/drafts/${draft.id}`).set('X-Draft-Token', draft.token).expect(200);
    expect(kept.body.data.answers.releaseTitle).toBe('First');
  });

  it('keeps a ℗/© year typed out of range (the range is checked on Next and on submit, not on save)', async () => {
    const draft = await openAnonymous();
    await save(draft, { releaseTitle: 'Old Tapes', pLineYear: 1899, cLineYear: 1776 }).expect(200);
    const kept = await request(app().http).get(`/api/drafts/${draft.id}`).set('X-Draft-Token', draft.token).expect(200);
    expect(kept.body.data.answers).toMatchObject({ releaseTitle: 'Old Tapes', pLineYear: 1899, cLineYear: 1776 });
    const notAYear = await save(draft, { pLineYear: 1999.5 }, 1, draft.revision + 1).expect(400);
    expect(notAYear.body.error).toBe('℗ year must be a year, such as 2026.');
  });

  it("mails a private 'finish later' link that opens the same draft in another browser", async () => {
    const draft = await openAnonymous();
    await save(draft, { email: 'later@example.com', releaseTitle: 'Slow Burn' }).expect(200);
    const sent = await request(app().http)
      .post(`/api/drafts/${draft.id}/finish-later`)
      .set('X-Draft-Token', draft.token)
      .send({})
      .expect(200);
    expect(sent.body.mailedTo).toBe('later@example.com');
    const token = String(sent.body.link).split('/submit/resume/')[1];
    const [mail] = await app().database.query<{ text_body: string }>(
      "SELECT text_body FROM mail_outbox WHERE to_address = 'later@example.com' AND category = 'draft-resume'",
    );
    expect(mail.text_body).toContain(sent.body.link);
    const [stored] = await app().database.query<{ n: string }>('SELECT count(*)::text AS n FROM draft_resume_links WHERE token_hash = $1', [
      token,
    ]);
    expect(stored.n).toBe('0');

    const resumed = await request(app().http).get(`/api/drafts/resume/${token}`).expect(200);
    expect(resumed.body.data).toMatchObject({ id: draft.id, answers: { releaseTitle: 'Slow Burn' } });
    expect(resumed.body.resumeToken).not.toBe(token);
    await request(app().http).get('/api/drafts/resume/not-a-real-token').expect(404);
  });

  it('asks for an address when step 1 has none, and refuses a malformed one', async () => {
    const draft = await openAnonymous();
    const none = await request(app().http)
      .post(`/api/drafts/${draft.id}/finish-later`)
      .set('X-Draft-Token', draft.token)
      .send({})
      .expect(400);
    expect(none.body.error).toMatch(/Enter your email/);
    const bad = await request(app().http)
      .post(`/api/drafts/${draft.id}/finish-later`)
      .set('X-Draft-Token', draft.token)
      .send({ email: 'not-an-address' })
      .expect(400);
    expect(bad.body.error).toBe('Please enter a valid email address');
  });

  it('submits through the one validator: refused with the rule’s message while incomplete, then one submission and no draft', async () => {
    const draft = await openAnonymous();
    await save(draft, { ...aSubmission().formData, releaseTitle: '' }).expect(200);
    app().clock.advance(45_000);
    const refused = await submitDraft(app().http, draft, draft.formSession).expect(400);
    expect(refused.body.details.map((d: { field: string }) => d.field)).toContain('releaseTitle');

    const fileId = await uploadTestAudio(app().http, draft.formSession);
    const form = aSubmission().formData;
    await save(draft, { ...form, tracks: [{ ...form.tracks[0], fileId }] }, 3, draft.revision + 1).expect(200);
    const before = await app().count('submissions');
    const idempotencyKey = { 'Idempotency-Key': `draft-${draft.id}` };
    const done = await submitDraft(app().http, draft, draft.formSession, idempotencyKey).expect(200);
    expect(await app().count('submissions')).toBe(before + 1);
    const [upload] = await app().database.query<{ submission_id: string }>('SELECT submission_id FROM uploads WHERE id = $1', [fileId]);
    expect(upload.submission_id).toBe(done.body.data.submissionId);
    await request(app().http).get(`/api/drafts/${draft.id}`).set('X-Draft-Token', draft.token).expect(404);
    const replay = await submitDraft(app().http, draft, draft.formSession, idempotencyKey).expect(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await app().count('submissions')).toBe(before + 1);
  });

  it('refuses to send answers that were saved again after the API parsed them (another tab), and sends the new ones', async () => {
    const draft = await openAnonymous();
    const fileId = await uploadTestAudio(app().http, draft.formSession);
    const form = aSubmission().formData;
    await save(draft, { ...form, tracks: [{ ...form.tracks[0], fileId }] }, 3).expect(200);
    app().clock.advance(45_000);
    const submitDrafts = app().app.get(SubmitDraftUseCase);
    const caller = { artistId: null, resumeToken: draft.token };
    const bot = { formSession: draft.formSession };
    const stored = await submitDrafts.answersToSend(draft.id, caller, bot);
    expect(stored?.revision).toBe(draft.revision + 1);
    const parsed = await parseDraftAnswers(stored!, bot);
    await save(
      draft,
      { ...form, releaseTitle: 'Renamed in another tab', tracks: [{ ...form.tracks[0], fileId }] },
      3,
      draft.revision + 1,
    ).expect(200);
    await expect(submitDrafts.execute(draft.id, caller, bot, parsed, undefined, 'h1')).rejects.toMatchObject({
      code: 'conflict',
      message: DRAFT_MESSAGES.changedElsewhere,
    });
    const sent = await submitDraft(app().http, draft, draft.formSession).expect(200);
    const [row] = await app().database.query<{ release_title: string }>('SELECT release_title FROM submissions WHERE id = $1', [
      sent.body.data.submissionId,
    ]);
    expect(row.release_title).toBe('Renamed in another tab');
  });

  it('counts the form time from the draft’s start: a draft reopened in a later visit can be sent at once, a new one cannot', async () => {
    const draft = await openAnonymous();
    const fileId = await uploadTestAudio(app().http, draft.formSession);
    const form = aSubmission().formData;
    await save(draft, { ...form, tracks: [{ ...form.tracks[0], fileId }] }, 3).expect(200);
    app().clock.advance(10 * 60_000);
    const reopened = await request(app().http).get(`/api/drafts/${draft.id}`).set('X-Draft-Token', draft.token).expect(200);
    await submitDraft(app().http, draft, reopened.body.formSession as string).expect(200);

    const fresh = await openAnonymous();
    const freshFile = await uploadTestAudio(app().http, fresh.formSession);
    await save(fresh, { ...form, tracks: [{ ...form.tracks[0], fileId: freshFile }] }, 3).expect(200);
    const tooSoon = await submitDraft(app().http, fresh, fresh.formSession).expect(400);
    expect(tooSoon.body.details).toContainEqual({ field: 'formSession', message: BOT_MESSAGES.tooFast });
  });

  it('refuses a form session of another draft', async () => {
    const draft = await openAnonymous();
    const other = await openAnonymous();
    await save(draft, aSubmission().formData).expect(200);
    app().clock.advance(45_000);
    await submitDraft(app().http, draft, other.formSession).expect(400);
  });

  it('gives a signed-in artist their own draft, pre-filled, listed, and linked to them on submit', async () => {
    const artist = await createArtist(app(), { artistName: 'Harbour Lights' });
    const cookie = await signInArtist(app(), artist);
    const opened = await request(app().http).post('/api/drafts').set(asBrowser(cookie)).send({}).expect(200);
    expect(opened.body.resumeToken).toBeUndefined();
    expect(opened.body.data).toMatchObject({
      origin: 'account',
      answers: { email: artist.email, artistName: 'Harbour Lights', firstName: 'Ada' },
    });
    const again = await request(app().http).post('/api/drafts').set(asBrowser(cookie)).send({}).expect(200);
    expect(again.body.data.id).toBe(opened.body.data.id);
    const listed = await request(app().http).get('/api/profile/drafts').set(asBrowser(cookie)).expect(200);
    expect(listed.body.drafts.map((d: { id: string; path: string }) => [d.id, d.path])).toEqual([
      [opened.body.data.id, `/dashboard/submit?draft=${opened.body.data.id}`],
    ]);

    const { submissionId } = await fillAndSendDraft(
      app(),
      cookie,
      { id: opened.body.data.id as string, formSession: opened.body.formSession as string },
      { email: artist.email },
    );
    const [row] = await app().database.query<{ artist_id: string }>('SELECT artist_id FROM submissions WHERE id = $1', [submissionId]);
    expect(row.artist_id).toBe(artist.id);
    const mine = await request(app().http).get('/api/profile/submissions').set(asBrowser(cookie)).expect(200);
    expect(JSON.stringify(mine.body)).toContain(submissionId);
    expect((await request(app().http).get('/api/profile/drafts').set(asBrowser(cookie)).expect(200)).body.drafts).toEqual([]);
  });

  it('keeps the files of a live draft from the 24 h orphan cleanup; a stale draft’s link expires, and the job purges it with its files', async () => {
    const draft = await openAnonymous();
    const fileId = await uploadTestAudio(app().http, draft.formSession);
    const [{ storage_key: key }] = await app().database.query<{ storage_key: string }>('SELECT storage_key FROM uploads WHERE id = $1', [
      fileId,
    ]);
    app().clock.advance(25 * 3600_000);
    await app().infrastructure.jobs.queue.enqueue({ kind: CLEANUP_JOB, payload: {} });
    await app().infrastructure.jobs.worker.drain({ ignoreSchedule: true });
    expect(await app().infrastructure.uploads.findById(fileId)).not.toBeNull();

    await save(draft, { email: 'stale@example.com' }).expect(200);
    const shared = await request(app().http)
      .post(`/api/drafts/${draft.id}/finish-later`)
      .set('X-Draft-Token', draft.token)
      .send({})
      .expect(200);
    const link = String(shared.body.link).split('/submit/resume/')[1];
    await request(app().http).get(`/api/drafts/resume/${link}`).expect(200);

    app().clock.advance(31 * 86_400_000);
    // The link expires with the draft, before the job has deleted anything.
    await request(app().http).get(`/api/drafts/resume/${link}`).expect(404);
    await app().infrastructure.jobs.queue.enqueue({ kind: PURGE_DRAFTS_JOB, payload: {} });
    await app().infrastructure.jobs.worker.drain({ ignoreSchedule: true });
    expect(await app().infrastructure.uploads.findById(fileId)).toBeNull();
    await expect(app().infrastructure.fileStorage.stat(key)).resolves.toBeNull();
    await request(app().http).get(`/api/drafts/${draft.id}`).set('X-Draft-Token', draft.token).expect(404);
  });
});
