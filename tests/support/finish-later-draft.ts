import request from 'supertest';

/**
 * A new draft with a step-1 email and a release title saved, whose owner then asks to finish it later: the API's
 * answer, which holds the /submit/resume/ link it mails.
 */
export async function draftFinishedLater(http: Parameters<typeof request>[0], email: string) {
  const opened = await request(http).post('/api/drafts').send({}).expect(200);
  const draft = { id: opened.body.data.id as string, token: opened.body.resumeToken as string };
  await request(http)
    .put(`/api/drafts/${draft.id}`)
    .set('X-Draft-Token', draft.token)
    .send({
      baseRevision: opened.body.data.revision,
      answers: { email, releaseTitle: 'Slow Burn' },
      wizard: { step: 1, extras: {} },
    })
    .expect(200);
  return request(http).post(`/api/drafts/${draft.id}/finish-later`).set('X-Draft-Token', draft.token).send({}).expect(200);
}
