import request from 'supertest';
import { asBrowser, createArtist, signInArtist } from '../../support/identity-fixtures';
import { UNTHROTTLED_SUBMISSIONS, usePublicFlowApp } from '../public-flow/public-flow-app';

describe('POST /api/monday/create-item from a signed-in artist', () => {
  const app = usePublicFlowApp(UNTHROTTLED_SUBMISSIONS);

  it("files the submission under the artist's account: listed in their submissions and its details open", async () => {
    const artist = await createArtist(app());
    const cookie = await signInArtist(app(), artist);
    const body = await app().signedSubmission();
    const res = await request(app().http).post('/api/monday/create-item').set(asBrowser(cookie)).send(body).expect(200);
    const id = res.body.data.submissionId as string;

    const list = await request(app().http).get('/api/profile/submissions').set(asBrowser(cookie)).expect(200);
    expect(list.body.submissions.map((s: { id: string }) => s.id)).toContain(id);
    const details = await request(app().http).get(`/api/profile/submissions/${id}`).set(asBrowser(cookie)).expect(200);
    expect(details.body.submission.id).toBe(id);
  });

  it('leaves an anonymous submission with no account', async () => {
    const artist = await createArtist(app());
    const cookie = await signInArtist(app(), artist);
    const res = await request(app().http)
      .post('/api/monday/create-item')
      .send(await app().signedSubmission())
      .expect(200);
    const id = res.body.data.submissionId as string;
    expect((await app().infrastructure.submissions.find(id))?.artistId).toBeNull();
    await request(app().http).get(`/api/profile/submissions/${id}`).set(asBrowser(cookie)).expect(404);
  });
});
