import request from 'supertest';
import { AGREEMENT_MESSAGES } from '../../../domain/agreement';
import { asBrowser, createArtist, signInArtist } from '../../support/identity-fixtures';
import { useTestApp } from '../../support/use-test-app';
import { signAtLink } from './signing-page';

const app = useTestApp();

const create = (cookie: string) => request(app().http).post('/api/agreements/create').set(asBrowser(cookie)).send({});
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

async function artistSession() {
  const artist = await createArtist(app(), { artistName: 'Nova' });
  return { artist, cookie: await signInArtist(app(), artist) };
}

describe('the signing link', () => {
  it('is not stored beside its hash, yet the artist gets the same working link back', async () => {
    const { artist, cookie } = await artistSession();
    const created = await create(cookie).expect(200);
    const url: string = created.body.signatureRequest.signUrl;
    const token = tokenOf(url);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rows = await app().database.query<Record<string, unknown>>('SELECT * FROM signature_requests WHERE artist_id = $1', [artist.id]);
    expect(JSON.stringify(rows)).not.toContain(token);

    const status = await request(app().http).get('/api/agreements/status').set('Cookie', cookie).expect(200);
    expect(status.body.signUrl).toBe(url);
    await request(app().http).get(new URL(url).pathname).expect(200);
  });
});

describe('signed is final', () => {
  it('refuses a new request after signing (409) and the status keeps the signed agreement', async () => {
    const { cookie } = await artistSession();
    const created = await create(cookie).expect(200);
    await signAtLink(app().http, created.body.signatureRequest.signUrl);

    const again = await create(cookie).expect(409);
    expect(again.body).toEqual({ success: false, error: AGREEMENT_MESSAGES.alreadySigned });
    const status = await request(app().http).get('/api/agreements/status').set('Cookie', cookie).expect(200);
    expect(status.body).toMatchObject({ status: 'signed', signatureId: created.body.signatureId, hasSignedAgreement: true });
    await request(app().http).get(`/api/agreements/${created.body.signatureId}/pdf`).set('Cookie', cookie).expect(200);
  });
});
