import request from 'supertest';
import { IDENTIFIER_MESSAGES } from '../../../domain/catalogue';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { UNTHROTTLED_SUBMISSIONS, usePublicFlowApp } from '../public-flow/public-flow-app';

const app = usePublicFlowApp(UNTHROTTLED_SUBMISSIONS);

const TRACK_ITEM = {
  id: 'c1',
  type: 'track',
  title: 'Hum',
  artist: 'Nova Lane',
  image: '',
  spotifyUrl: 'https://open.spotify.com/track/bGEt4lWuFIDpuFRO4J4HDV',
};
const ALBUM_ITEM = {
  id: 'c2',
  type: 'album',
  title: 'Old Roads',
  artist: 'Nova Lane',
  image: '',
  spotifyUrl: 'https://open.spotify.com/album/JMoEWvi33N76LufwO1Fn4m',
};

const ALBUM_ITEM_WITH_UPC = { ...ALBUM_ITEM, upc: '0 36000 29145 2' };

async function sendTransfer(catalogueItems: object[], status: number): Promise<request.Response> {
  const body = await app().signedSubmission();
  const answer = await request(app().http)
    .post('/api/monday/create-item')
    .send({ ...body, formData: { ...body.formData, uploadType: 'both', catalogueItems } });
  expect([answer.status, answer.body.error]).toEqual([status, answer.body.error]);
  return answer;
}

/** A new release whose one track has its own ISRC; its submission id. */
async function sendReleaseWithIsrc(isrc: string): Promise<string> {
  const body = await app().signedSubmission({ tracks: 1 });
  const tracks = body.formData.tracks.map((track) => ({ ...track, isrc }));
  const answer = await request(app().http)
    .post('/api/monday/create-item')
    .send({ ...body, formData: { ...body.formData, tracks } })
    .expect(200);
  return answer.body.data.submissionId as string;
}

describe('a catalogue transfer keeps its identifiers', () => {
  it("refuses a transferred album's malformed UPC and a track without its ISRC, with the domain's messages", async () => {
    const answer = await sendTransfer(
      [
        { ...TRACK_ITEM, isrc: '' },
        { ...ALBUM_ITEM, upc: '12345' },
      ],
      400,
    );
    expect(answer.body.details).toEqual(
      expect.arrayContaining([
        { field: 'catalogueItems[0].isrc', message: IDENTIFIER_MESSAGES.transferIsrcRequired },
        { field: 'catalogueItems[1].upc', message: IDENTIFIER_MESSAGES.upcInvalid },
      ]),
    );
  });

  it('stores each in its canonical form and shows it on the review desk', async () => {
    const sent = await sendTransfer(
      [
        { ...TRACK_ITEM, isrc: 'us-rc1-76-07839' },
        { ...ALBUM_ITEM, upc: '0 36000 29145 2', isrc: 'USRC17607839' },
      ],
      200,
    );
    const id = sent.body.data.submissionId as string;
    const rows = await app().database.query<{ isrc: string | null; upc: string | null }>(
      'SELECT isrc, upc FROM submission_catalogue_items WHERE submission_id = $1 ORDER BY position',
      [id],
    );
    expect(rows).toEqual([
      { isrc: 'USRC17607839', upc: null },
      { isrc: null, upc: '036000291452' },
    ]);
    const detail = await request(app().http).get(`/api/review-desk/submissions/${id}`).set(STAFF_AUTHORIZATION).expect(200);
    expect(detail.body.full.catalogueItems).toMatchObject([
      { clientId: 'c1', isrc: 'USRC17607839', upc: null },
      { clientId: 'c2', isrc: null, upc: '036000291452' },
    ]);
  });

  it("answers 409 with the new releases' message when an approved release's track holds the transferred ISRC, and stores nothing", async () => {
    const held = await sendReleaseWithIsrc('FR-Z03-26-00201');
    await request(app().http)
      .post(`/api/review-desk/submissions/${held}/status`)
      .set(STAFF_AUTHORIZATION)
      .send({ status: 'Approved' })
      .expect(200);
    const before = await app().count('submissions');
    const answer = await sendTransfer([ALBUM_ITEM_WITH_UPC, { ...TRACK_ITEM, isrc: 'frz032600201' }], 409);
    expect(answer.body.error).toBe(IDENTIFIER_MESSAGES.isrcUnavailable);
    expect(answer.body.details).toEqual([{ field: 'catalogueItems[1].isrc', message: IDENTIFIER_MESSAGES.isrcUnavailable }]);
    expect(await app().count('submissions')).toBe(before);
  });

  it("refuses a transferred ISRC the submission's own new track holds", async () => {
    const body = await app().signedSubmission({ tracks: 1 });
    const tracks = body.formData.tracks.map((track) => ({ ...track, isrc: 'FR-Z03-26-00202' }));
    const catalogueItems = [{ ...TRACK_ITEM, isrc: 'FRZ032600202' }];
    const answer = await request(app().http)
      .post('/api/monday/create-item')
      .send({ ...body, formData: { ...body.formData, uploadType: 'both', tracks, catalogueItems } })
      .expect(409);
    expect(answer.body.details).toEqual([{ field: 'catalogueItems[0].isrc', message: IDENTIFIER_MESSAGES.isrcUnavailable }]);
  });
});
