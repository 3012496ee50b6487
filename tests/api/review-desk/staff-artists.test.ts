import request from 'supertest';
import { asBrowser, createArtist, signInArtist } from '../../support/identity-fixtures';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { useTestApp } from '../../support/use-test-app';
import { signAtLink } from '../agreements/signing-page';

const app = useTestApp();

async function signAgreement(artist: { artistCode: string; email: string }, cookie: string): Promise<string> {
  const created = await request(app().http)
    .post('/api/agreements/create')
    .set(asBrowser(cookie))
    .send({ artistId: artist.artistCode, artistName: 'Nova', artistEmail: artist.email })
    .expect(200);
  await signAtLink(app().http, created.body.signatureRequest.signUrl);
  return created.body.signatureId as string;
}

describe('artists for staff', () => {
  it('lists artists with agreement status, submission count and last sign-in, and opens the signed PDF', async () => {
    const artist = await createArtist(app(), { artistName: 'Zephyr Quill' });
    const cookie = await signInArtist(app(), artist);
    const signatureId = await signAgreement(artist, cookie);
    await app().database.query(
      "INSERT INTO submissions (artist_id, upload_type, release_title, email, artist_name) VALUES ($1, 'new-music', 'One', $2, 'Zephyr Quill')",
      [artist.id, artist.email],
    );

    const res = await request(app().http).get('/api/review-desk/artists').query({ q: 'zephyr' }).set(STAFF_AUTHORIZATION).expect(200);
    expect(res.body.artists).toEqual([
      expect.objectContaining({
        id: artist.id,
        artistCode: artist.artistCode,
        artistName: 'Zephyr Quill',
        agreement: expect.objectContaining({ signatureId, status: 'signed' }),
        submissionCount: 1,
        lastSignInAt: expect.any(String),
        hasSignInCode: true,
      }),
    ]);

    const pdf = await request(app().http)
      .get(`/api/review-desk/artists/${artist.id}/agreements/${signatureId}/pdf`)
      .set(STAFF_AUTHORIZATION)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await createArtist(app());
    await request(app().http)
      .get(`/api/review-desk/artists/${other.id}/agreements/${signatureId}/pdf`)
      .set(STAFF_AUTHORIZATION)
      .expect(404);
    await request(app().http).get('/api/review-desk/artists').set('Cookie', cookie).expect(403);
  });

  it('mails a new sign-in code only when asked: the old code stops working, the new one works', async () => {
    const artist = await createArtist(app());
    const before = await request(app().http)
      .get('/api/review-desk/mail-outbox')
      .query({ to: artist.email })
      .set(STAFF_AUTHORIZATION)
      .expect(200);
    expect(before.body.mails).toEqual([]);
    const res = await request(app().http).post(`/api/review-desk/artists/${artist.id}/sign-in-code`).set(STAFF_AUTHORIZATION).expect(200);
    expect(res.body).toEqual({ success: true, message: `A new sign-in code was mailed to ${artist.email}` });
    const mails = (
      await request(app().http).get('/api/review-desk/mail-outbox').query({ to: artist.email }).set(STAFF_AUTHORIZATION).expect(200)
    ).body.mails;
    expect(mails).toHaveLength(1);
    const code = /Sign-in code: (\S+)/.exec(mails[0].text)?.[1] ?? '';
    await request(app().http)
      .post('/api/auth/artist/login')
      .send({ artistId: artist.artistCode, invitationCode: artist.invitationCode })
      .expect(401);
    await request(app().http).post('/api/auth/artist/login').send({ artistId: artist.artistCode, invitationCode: code }).expect(200);
    await request(app().http)
      .post('/api/review-desk/artists/00000000-0000-4000-8000-000000000000/sign-in-code')
      .set(STAFF_AUTHORIZATION)
      .expect(404);
  });
});
