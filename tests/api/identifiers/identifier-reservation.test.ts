import request from 'supertest';
import { IDENTIFIER_MESSAGES } from '../../../domain/catalogue';
import { aSubmission } from '../../support/builders/submission.builder';
import { asBrowser, createArtist, signInArtist } from '../../support/identity-fixtures';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { sendNewDraft } from '../drafts/send-draft';
import { uploadTestAudio } from '../public-flow/test-audio';
import { UNTHROTTLED_SUBMISSIONS, usePublicFlowApp } from '../public-flow/public-flow-app';

// An unreviewed anonymous submission must not block an identifier for everyone, nor tell anyone what the catalogue holds.
const app = usePublicFlowApp(UNTHROTTLED_SUBMISSIONS);

/** An anonymous release whose one track has `isrc`, and `upc`. */
async function sendAnonymous(isrc: string, upc: string): Promise<request.Response> {
  const body = await app().signedSubmission({ tracks: 1 });
  const tracks = body.formData.tracks.map((track) => ({ ...track, isrc }));
  return request(app().http)
    .post('/api/monday/create-item')
    .send({ ...body, formData: { ...body.formData, upc, tracks } });
}

const approve = (submissionId: string) =>
  request(app().http).post(`/api/review-desk/submissions/${submissionId}/status`).set(STAFF_AUTHORIZATION).send({ status: 'Approved' });

const revealing = /another|already|catalogue|held|taken|in use/i;

describe('identifiers are reserved only by approved releases and an artist’s own', () => {
  it('a pending anonymous submission blocks no one: the same ISRC and UPC are accepted from someone else', async () => {
    const first = await sendAnonymous('FR-Z03-26-00301', '4006381333931');
    expect(first.status).toBe(200);
    const second = await sendAnonymous('FRZ032600301', '4006381333931');
    expect([second.status, second.body.error]).toEqual([200, undefined]);
  });

  it('once a release is approved its identifiers are refused, in words that do not say another artist holds them', async () => {
    const held = await sendAnonymous('FR-Z03-26-00302', '0 36000 29145 2');
    await approve(held.body.data.submissionId as string).expect(200);
    const isrc = await sendAnonymous('FRZ032600302', '5901234123457');
    expect(isrc.status).toBe(409);
    expect(isrc.body.error).toBe(IDENTIFIER_MESSAGES.isrcUnavailable);
    expect(isrc.body.details).toContainEqual({ field: 'tracks[0].isrc', message: IDENTIFIER_MESSAGES.isrcUnavailable });
    const upc = await sendAnonymous('FRZ032600399', '036000291452');
    expect(upc.status).toBe(409);
    expect(upc.body.error).toBe(IDENTIFIER_MESSAGES.upcUnavailable);
    for (const message of [isrc.body.error, upc.body.error]) expect(message).not.toMatch(revealing);
  });

  it('approving a second release with an identifier an approved release holds is refused, and assigns nothing', async () => {
    const first = await sendAnonymous('FR-Z03-26-00303', '0012345678905');
    const second = await sendAnonymous('FR-Z03-26-00303', '0614141000036');
    const stored = () =>
      app().database.query<{ status: string; upc: string | null; isrc: string | null }>(
        'SELECT s.status, s.upc, t.isrc FROM submissions s JOIN submission_tracks t ON t.submission_id = s.id WHERE s.id = $1',
        [second.body.data.submissionId],
      );
    const before = await stored();
    await approve(first.body.data.submissionId as string).expect(200);
    const refused = await approve(second.body.data.submissionId as string).expect(409);
    expect(refused.body.error).toBe(IDENTIFIER_MESSAGES.heldByApprovedRelease('ISRC', 'FRZ032600303'));
    expect(await stored()).toEqual(before);
    expect(before[0].status).toBe('Pending');
  });

  it("an artist's own earlier release blocks their next one, and not another artist's", async () => {
    const artist = await createArtist(app());
    const cookie = await signInArtist(app(), artist);
    const form = aSubmission().formData;
    await sendNewDraft(app(), cookie, { tracks: [{ ...form.tracks[0], isrc: 'FR-Z03-26-00304' }] });

    const opened = await request(app().http).post('/api/drafts').set(asBrowser(cookie)).send({}).expect(200);
    const fileId = await uploadTestAudio(app().http, opened.body.formSession as string);
    await request(app().http)
      .put(`/api/drafts/${opened.body.data.id as string}`)
      .set(asBrowser(cookie))
      .send({
        baseRevision: 1,
        answers: { ...form, tracks: [{ ...form.tracks[0], fileId, isrc: 'FRZ032600304' }] },
        wizard: { step: 3, extras: {} },
      })
      .expect(200);
    app().clock.advance(45_000);
    const again = await request(app().http)
      .post(`/api/drafts/${opened.body.data.id as string}/submit`)
      .set(asBrowser(cookie))
      .send({ formSession: opened.body.formSession as string });
    expect([again.status, again.body.error]).toEqual([409, IDENTIFIER_MESSAGES.isrcUnavailable]);

    const stranger = await sendAnonymous('FRZ032600304', '0725272730706');
    expect([stranger.status, stranger.body.error]).toEqual([200, undefined]);
  });
});
