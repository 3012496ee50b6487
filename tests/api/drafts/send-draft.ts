import request from 'supertest';
import { asBrowser } from '../../support/identity-fixtures';
import type { PublicFlowApp } from '../public-flow/public-flow-app';
import { aSubmission } from '../../support/builders/submission.builder';
import { uploadTestAudio } from '../public-flow/test-audio';

/** POST /api/drafts/:id/submit with the draft's token, as the wizard sends it; `headers` adds e.g. an Idempotency-Key. */
export function submitDraft(
  http: PublicFlowApp['http'],
  draft: { id: string; token: string },
  formSession: string,
  headers: Record<string, string> = {},
): request.Test {
  return request(http).post(`/api/drafts/${draft.id}/submit`).set('X-Draft-Token', draft.token).set(headers).send({ formSession });
}

/** Fills an opened draft as the wizard would (a full release with one uploaded WAV) and sends it. */
export async function fillAndSendDraft(
  app: PublicFlowApp,
  cookie: string,
  draft: { id: string; formSession: string },
  answers: Record<string, unknown>,
): Promise<{ submissionId: string; fileId: string }> {
  const fileId = await uploadTestAudio(app.http, draft.formSession);
  const form = { ...aSubmission().formData, ...answers };
  await request(app.http)
    .put(`/api/drafts/${draft.id}`)
    .set(asBrowser(cookie))
    .send({ baseRevision: 1, answers: { ...form, tracks: [{ ...form.tracks[0], fileId }] }, wizard: { step: 3, extras: {} } })
    .expect(200);
  // The bot check refuses a form sent faster than a person could fill it in.
  app.clock.advance(45_000);
  const sent = await request(app.http)
    .post(`/api/drafts/${draft.id}/submit`)
    .set(asBrowser(cookie))
    .send({ formSession: draft.formSession })
    .expect(200);
  return { submissionId: sent.body.data.submissionId as string, fileId };
}

/** A signed-in artist's new draft, filled and sent. */
export async function sendNewDraft(app: PublicFlowApp, cookie: string, answers: Record<string, unknown>) {
  const opened = await request(app.http).post('/api/drafts').set(asBrowser(cookie)).send({}).expect(200);
  return fillAndSendDraft(app, cookie, { id: opened.body.data.id as string, formSession: opened.body.formSession as string }, answers);
}
