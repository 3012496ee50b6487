import request from 'supertest';
import { asBrowser, createArtist, signInArtist } from '../../support/identity-fixtures';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { usePublicFlowApp } from '../public-flow/public-flow-app';
import { sendNewDraft } from './send-draft';

const app = usePublicFlowApp();

/** A signed-in artist's submission made through their draft, and their cookie. */
async function submittedByArtist(title: string) {
  const artist = await createArtist(app());
  const cookie = await signInArtist(app(), artist);
  const { submissionId, fileId } = await sendNewDraft(app(), cookie, { email: artist.email, releaseTitle: title });
  return { artist, cookie, submissionId, fileId };
}

const statusOf = async (id: string) =>
  (await request(app().http).get(`/api/review-desk/submissions/${id}`).set(STAFF_AUTHORIZATION).expect(200)).body.submission.status;

describe('reworking a sent release in the wizard', () => {
  it("'Make changes' after staff asked for them: the draft starts from what was sent, with its files, and sends version 2", async () => {
    const { cookie, submissionId, fileId } = await submittedByArtist('First Light');
    await request(app().http)
      .post(`/api/review-desk/submissions/${submissionId}/status`)
      .set(STAFF_AUTHORIZATION)
      .send({ status: 'Changes Requested', note: 'Please fix the title' })
      .expect(200);

    const opened = await request(app().http)
      .post('/api/drafts')
      .set(asBrowser(cookie))
      .send({ fromSubmissionId: submissionId })
      .expect(200);
    expect(opened.body.data).toMatchObject({ origin: 'changes-requested', submissionId, answers: { releaseTitle: 'First Light' } });
    expect(opened.body.data.files.map((f: { fileId: string }) => f.fileId)).toEqual([fileId]);
    const again = await request(app().http).post('/api/drafts').set(asBrowser(cookie)).send({ fromSubmissionId: submissionId }).expect(200);
    expect(again.body.data.id).toBe(opened.body.data.id);

    const answers = { ...opened.body.data.answers, releaseTitle: 'First Light (Deluxe)' };
    await request(app().http)
      .put(`/api/drafts/${opened.body.data.id}`)
      .set(asBrowser(cookie))
      .send({ baseRevision: 1, answers, wizard: { step: 3, extras: {} } })
      .expect(200);
    await request(app().http).post(`/api/drafts/${opened.body.data.id}/submit`).send({ formSession: opened.body.formSession }).expect(404);
    const sent = await request(app().http)
      .post(`/api/drafts/${opened.body.data.id}/submit`)
      .set(asBrowser(cookie))
      .send({ formSession: opened.body.formSession })
      .expect(200);
    expect(sent.body.data).toMatchObject({ submissionId, board: 'updating' });
    expect(await statusOf(submissionId)).toBe('Pending');
    const [row] = await app().database.query<{ release_title: string }>('SELECT release_title FROM submissions WHERE id = $1', [
      submissionId,
    ]);
    expect(row.release_title).toBe('First Light (Deluxe)');
    const versions = await app().database.query<{ version: number }>(
      'SELECT version FROM submission_versions WHERE submission_id = $1 ORDER BY version',
      [submissionId],
    );
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    await request(app().http).get(`/api/drafts/${opened.body.data.id}`).set(asBrowser(cookie)).expect(404);
  });

  it('completes an In Progress release the same way', async () => {
    const { cookie, submissionId } = await submittedByArtist('Half Done');
    await app().database.query("UPDATE submissions SET status = 'In Progress' WHERE id = $1", [submissionId]);
    const opened = await request(app().http)
      .post('/api/drafts')
      .set(asBrowser(cookie))
      .send({ fromSubmissionId: submissionId })
      .expect(200);
    expect(opened.body.data).toMatchObject({ origin: 'account', submissionId });
    await request(app().http)
      .post(`/api/drafts/${opened.body.data.id}/submit`)
      .set(asBrowser(cookie))
      .send({ formSession: opened.body.formSession })
      .expect(200);
    expect(await statusOf(submissionId)).toBe('Pending');
  });

  it('refuses a release under review (409), another artist’s (404) and an anonymous caller (401)', async () => {
    const { cookie, submissionId } = await submittedByArtist('Under Review');
    const pending = await request(app().http)
      .post('/api/drafts')
      .set(asBrowser(cookie))
      .send({ fromSubmissionId: submissionId })
      .expect(409);
    expect(pending.body.error).toBe('A release that is Pending cannot be changed here.');
    const other = await signInArtist(app(), await createArtist(app()));
    await request(app().http).post('/api/drafts').set(asBrowser(other)).send({ fromSubmissionId: submissionId }).expect(404);
    await request(app().http).post('/api/drafts').send({ fromSubmissionId: submissionId }).expect(401);
    await request(app().http).post('/api/drafts').set(asBrowser(cookie)).send({ fromSubmissionId: 'not-an-id' }).expect(400);
  });
});
