import request from 'supertest';
import { ARTIST_ACCESS_MESSAGES } from '../../../domain/access';
import { asBrowser, createArtist, createStaff, signInArtist, signInStaff } from '../../support/identity-fixtures';
import { useTestApp } from '../../support/use-test-app';

const app = useTestApp();

describe('staff routes take the artist ID staff see', () => {
  it('revoke-access, restore-access and a new sign-in code by artist ID, in any case', async () => {
    const staff = await signInStaff(app(), await createStaff(app()));
    const artist = await createArtist(app());
    const artistCookie = await signInArtist(app(), artist);
    const post = (path: string) => request(app().http).post(path).set(asBrowser(staff));

    const revoked = await post(`/api/staff/artists/${artist.artistCode.toLowerCase()}/revoke-access`).expect(200);
    expect(revoked.body).toMatchObject({ success: true, endedSessions: 1 });
    await request(app().http).get('/api/me').set('Cookie', artistCookie).expect(401);
    await post(`/api/staff/artists/${artist.artistCode}/restore-access`).expect(200);
    const resent = await post(`/api/review-desk/artists/${artist.artistCode}/sign-in-code`).expect(200);
    expect(resent.body.message).toContain(artist.email);
    // The internal id keeps working.
    await post(`/api/staff/artists/${artist.id}/revoke-access`).expect(200);
  });

  it('an unknown or malformed artist ID is 404 with the same message', async () => {
    const staff = await signInStaff(app(), await createStaff(app()));
    for (const id of ['ART-NOPE0000', 'not%20an%20id', '00000000-0000-4000-8000-000000000000']) {
      const res = await request(app().http).post(`/api/staff/artists/${id}/revoke-access`).set(asBrowser(staff)).expect(404);
      expect(res.body.error).toBe(ARTIST_ACCESS_MESSAGES.notFound);
    }
  });
});

describe('authentication comes before the content-type check', () => {
  it('an anonymous POST /api/profile/picture with a JSON body is 401, a signed-in one 415', async () => {
    await request(app().http).post('/api/profile/picture').send({ picture: 'x' }).expect(401);
    await request(app().http).post('/api/profile/picture').set('Content-Type', 'text/plain').send('x').expect(401);
    const cookie = await signInArtist(app(), await createArtist(app()));
    const res = await request(app().http).post('/api/profile/picture').set(asBrowser(cookie)).send({ picture: 'x' }).expect(415);
    expect(res.body.success).toBe(false);
  });

  it('staff routes too: anonymous 401 before 415', async () => {
    await request(app().http).post('/api/review-desk/submissions/x/comments').set('Content-Type', 'text/plain').send('x').expect(401);
  });
});
