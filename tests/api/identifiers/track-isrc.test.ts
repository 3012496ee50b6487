import request from 'supertest';
import { IDENTIFIER_MESSAGES } from '../../../domain/catalogue';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { UNTHROTTLED_SUBMISSIONS, usePublicFlowApp } from '../public-flow/public-flow-app';

const app = usePublicFlowApp(UNTHROTTLED_SUBMISSIONS);

/** POST /api/monday/create-item with the tracks' own ISRCs, in order (null: none). */
async function sendWithIsrcs(isrcs: (string | null)[], status: number): Promise<request.Response> {
  const body = await app().signedSubmission({ tracks: isrcs.length });
  const tracks = body.formData.tracks.map((track, i) => ({ ...track, isrc: isrcs[i] }));
  const answer = await request(app().http)
    .post('/api/monday/create-item')
    .send({ ...body, formData: { ...body.formData, tracks } });
  expect([answer.status, answer.body.error]).toEqual([status, answer.body.error]);
  return answer;
}

const storedIsrcs = async (submissionId: string) =>
  (
    await app().database.query<{ isrc: string | null }>('SELECT isrc FROM submission_tracks WHERE submission_id = $1 ORDER BY position', [
      submissionId,
    ])
  ).map((row) => row.isrc);

describe("an artist's own ISRC per track", () => {
  it("refuses a malformed ISRC with the domain's message, on the track's field", async () => {
    const answer = await sendWithIsrcs(['GB-A1B-25'], 400);
    expect(answer.body.error).toBe(IDENTIFIER_MESSAGES.isrcInvalid);
    expect(answer.body.details).toContainEqual({ field: 'tracks[0].isrc', message: IDENTIFIER_MESSAGES.isrcInvalid });
    const noCountry = await sendWithIsrcs(['12A1B2500001'], 400);
    expect(noCountry.body.error).toBe(IDENTIFIER_MESSAGES.isrcCountry);
  });

  it('refuses two tracks of one release sharing an ISRC, however it is written', async () => {
    const answer = await sendWithIsrcs(['FR-Z03-26-00101', null, 'frz032600101'], 400);
    expect(answer.body.error).toBe(IDENTIFIER_MESSAGES.isrcRepeated(0));
    expect(answer.body.details).toContainEqual({ field: 'tracks[2].isrc', message: IDENTIFIER_MESSAGES.isrcRepeated(0) });
  });

  it('stores it in its canonical form, and the approval keeps it while assigning the others', async () => {
    const sent = await sendWithIsrcs([null, 'fr-z03-26-00102'], 200);
    const id = sent.body.data.submissionId as string;
    expect(await storedIsrcs(id)).toEqual([null, 'FRZ032600102']);
    await request(app().http)
      .post(`/api/review-desk/submissions/${id}/status`)
      .set(STAFF_AUTHORIZATION)
      .send({ status: 'Approved' })
      .expect(200);
    const [assigned, own] = await storedIsrcs(id);
    expect(own).toBe('FRZ032600102');
    expect(assigned).toMatch(/^GBA1B\d{7}$/);
  });

  it('answers 409 with a plain message when an approved release holds the ISRC, and stores nothing', async () => {
    const held = await sendWithIsrcs(['FR-Z03-26-00103'], 200);
    await request(app().http)
      .post(`/api/review-desk/submissions/${held.body.data.submissionId as string}/status`)
      .set(STAFF_AUTHORIZATION)
      .send({ status: 'Approved' })
      .expect(200);
    const before = await app().count('submissions');
    const answer = await sendWithIsrcs(['FRZ032600103'], 409);
    expect(answer.body.error).toBe(IDENTIFIER_MESSAGES.isrcUnavailable);
    expect(answer.body.details).toContainEqual({ field: 'tracks[0].isrc', message: IDENTIFIER_MESSAGES.isrcUnavailable });
    expect(await app().count('submissions')).toBe(before);
  });
});
