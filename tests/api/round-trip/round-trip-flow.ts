import request from 'supertest';
import { asBrowser, createArtist, signInArtist } from '../../support/identity-fixtures';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { fillAndSendDraft } from '../drafts/send-draft';
import type { PublicFlowApp } from '../public-flow/public-flow-app';

export interface SentRelease {
  cookie: string;
  submissionId: string;
}

/** A new artist's release sent through a draft holding `answers` (given the artist's email and form session), as the wizard sends it. */
export async function sentThroughDraft(
  app: PublicFlowApp,
  answers: (email: string, formSession: string) => Record<string, unknown> | Promise<Record<string, unknown>>,
): Promise<SentRelease> {
  const artist = await createArtist(app);
  const cookie = await signInArtist(app, artist);
  const opened = await request(app.http).post('/api/drafts').set(asBrowser(cookie)).send({}).expect(200);
  const formSession = opened.body.formSession as string;
  const { submissionId } = await fillAndSendDraft(
    app,
    cookie,
    { id: opened.body.data.id as string, formSession },
    await answers(artist.email, formSession),
  );
  return { cookie, submissionId };
}

/** Staff ask for changes; the artist reopens the release as a draft; its answers as read back after a reload. */
export async function reopenedAnswers(app: PublicFlowApp, sent: SentRelease): Promise<Record<string, unknown>> {
  await request(app.http)
    .post(`/api/review-desk/submissions/${sent.submissionId}/status`)
    .set(STAFF_AUTHORIZATION)
    .send({ status: 'Changes Requested', note: 'Round trip' })
    .expect(200);
  const opened = await request(app.http)
    .post('/api/drafts')
    .set(asBrowser(sent.cookie))
    .send({ fromSubmissionId: sent.submissionId })
    .expect(200);
  const reloaded = await request(app.http).get(`/api/drafts/${opened.body.data.id}`).set(asBrowser(sent.cookie)).expect(200);
  return reloaded.body.data.answers as Record<string, unknown>;
}

/** The column values of the submission's board item, once the queued jobs have run. */
export async function boardColumnsOf(app: PublicFlowApp, submissionId: string): Promise<Record<string, unknown>> {
  await app.infrastructure.jobs.worker.drain({ ignoreSchedule: true });
  const [item] = await app.database.query<{ column_values: Record<string, unknown> }>(
    "SELECT column_values FROM board_items WHERE column_values->>'submission_id' = $1",
    [submissionId],
  );
  return item.column_values;
}
