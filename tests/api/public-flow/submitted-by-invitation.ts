import request from 'supertest';
import { aSubmission } from '../../support/builders/submission.builder';
import type { PublicFlowApp } from './public-flow-app';
import { withUploadedAudio } from './test-audio';

/**
 * What an invited artist does with the link's token: opens it (the form comes prefilled), adds where they live and
 * sends the release with an uploaded track.
 */
export async function submittedByInvitation(app: PublicFlowApp, token: string, home: { country: string; city: string }) {
  const valid = await request(app.http).get(`/api/invitation/validate/${token}`).expect(200);
  const { formSession } = await app.formSession();
  const form = { ...valid.body.prefillData, ...home, invitationToken: token, mondayItemId: valid.body.mondayItemId };
  const body = await withUploadedAudio(app.http, aSubmission({ form }), formSession);
  const submitted = await request(app.http)
    .post('/api/monday/create-item')
    .send({ ...body, formSession })
    .expect(200);
  return { mondayItemId: valid.body.mondayItemId as string, submissionId: submitted.body.data.submissionId as string };
}
