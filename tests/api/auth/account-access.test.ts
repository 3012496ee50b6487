import request from 'supertest';
import { ARTIST_ACCESS_MESSAGES } from '../../../domain/access';
import { eventually } from '../../support/eventually';
import { asBrowser, createArtist, createStaff, signInArtist, signInStaff } from '../../support/identity-fixtures';
import { useTestApp } from '../../support/use-test-app';

const app = useTestApp();

const revoke = (cookie: string, artistId: string) =>
  request(app().http).post(`/api/staff/artists/${artistId}/revoke-access`).set(asBrowser(cookie));
const restore = (cookie: string, artistId: string) =>
  request(app().http).post(`/api/staff/artists/${artistId}/restore-access`).set(asBrowser(cookie));
const login = (artist: { artistCode: string; invitationCode: string }) =>
  request(app().http).post('/api/auth/artist/login').send({ artistId: artist.artistCode, invitationCode: artist.invitationCode });

describe('sessions follow the account', () => {
  it('a staff account deactivated straight in the database stops working on its old cookie once the change notice lands', async () => {
    const staff = await createStaff(app());
    const cookie = await signInStaff(app(), staff);
    await request(app().http).get('/api/review-desk/submissions').set('Cookie', cookie).expect(200);
    await app().database.query('UPDATE staff_accounts SET active = false WHERE id = $1', [staff.id]);
    // A change made outside the API reaches the session cache by the database's change notice, after the commit.
    await eventually(async () => (await request(app().http).get('/api/review-desk/submissions').set('Cookie', cookie)).status === 401);
    await request(app().http).get('/api/me').set('Cookie', cookie).expect(401);
  });

  it('staff revoke an artist: every session ends and sign-in is refused until restored (same code)', async () => {
    const staffCookie = await signInStaff(app(), await createStaff(app()));
    const artist = await createArtist(app());
    const phone = await signInArtist(app(), artist);
    const laptop = await signInArtist(app(), artist);

    const revoked = await revoke(staffCookie, artist.id).expect(200);
    expect(revoked.body).toEqual({ success: true, message: ARTIST_ACCESS_MESSAGES.revoked, endedSessions: 2 });
    await request(app().http).get('/api/profile').set('Cookie', phone).expect(401);
    await request(app().http).get('/api/profile').set('Cookie', laptop).expect(401);
    await login(artist).expect(401);

    await restore(staffCookie, artist.id)
      .expect(200)
      .expect((r) => expect(r.body.message).toBe(ARTIST_ACCESS_MESSAGES.restored));
    const fresh = await login(artist).expect(200);
    expect(fresh.headers['set-cookie']).toBeDefined();
    // Restoring does not bring the ended sessions back.
    await request(app().http).get('/api/profile').set('Cookie', phone).expect(401);
  });

  it('only staff may revoke; an unknown artist is a 404', async () => {
    const artist = await createArtist(app());
    const artistCookie = await signInArtist(app(), artist);
    await revoke(artistCookie, artist.id).expect(403);
    await request(app().http).post(`/api/staff/artists/${artist.id}/revoke-access`).expect(401);
    const staffCookie = await signInStaff(app(), await createStaff(app()));
    await revoke(staffCookie, '00000000-0000-4000-8000-000000000000')
      .expect(404)
      .expect((r) => expect(r.body.error).toBe(ARTIST_ACCESS_MESSAGES.notFound));
    await revoke(staffCookie, 'not-a-uuid').expect(404);
    await request(app().http).get('/api/profile').set('Cookie', artistCookie).expect(200);
  });
});
