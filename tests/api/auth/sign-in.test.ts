import request from 'supertest';
import { SIGN_IN_MESSAGES } from '../../../domain/access';
import { asBrowser, cookieFrom, createArtist, createStaff, ManualClock, signInArtist } from '../../support/identity-fixtures';
import { useTestApp } from '../../support/use-test-app';

const clock = new ManualClock();

const app = useTestApp({
  clock,
  env: {
    SESSION_IDLE_MINUTES: '30',
    SESSION_ABSOLUTE_HOURS: '8',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    LOGIN_MAX_FAILURES_PER_IP: '1000',
  },
});

const login = (body: object) => request(app().http).post('/api/auth/artist/login').send(body);

describe('artist sign-in', () => {
  it('sets an HttpOnly SameSite=Lax session cookie for the right code, and /api/me names the artist', async () => {
    const artist = await createArtist(app(), { artistName: 'Nova' });
    const res = await login({ artistId: artist.artistCode, invitationCode: artist.invitationCode }).expect(200);
    const setCookie = (res.headers['set-cookie'] as unknown as string[])[0];
    expect(setCookie).toMatch(/^session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(res.body.user).toMatchObject({ role: 'artist', artistId: artist.artistCode, artistName: 'Nova' });
    const me = await request(app().http).get('/api/me').set('Cookie', cookieFrom(res)).expect(200);
    expect(me.body.user).toMatchObject({ role: 'artist', userId: artist.id, email: artist.email });
  });

  it('accepts the artist ID in any letter case and ignores surrounding spaces', async () => {
    const artist = await createArtist(app());
    await login({ artistId: ` ${artist.artistCode.toLowerCase()} `, invitationCode: ` ${artist.invitationCode} ` }).expect(200);
  });

  it('answers a wrong code and an unknown artist ID alike', async () => {
    const artist = await createArtist(app());
    const wrong = await login({ artistId: artist.artistCode, invitationCode: 'WRONGCODE1' });
    const unknown = await login({ artistId: 'AR-NOBODY', invitationCode: artist.invitationCode });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, error: SIGN_IN_MESSAGES.invalidArtistCredentials });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('refuses even the right code with 429 after the limit, and counts it in the database', async () => {
    const artist = await createArtist(app());
    for (let i = 0; i < 3; i += 1) await login({ artistId: artist.artistCode, invitationCode: `WRONG${i}` }).expect(401);
    const blocked = await login({ artistId: artist.artistCode, invitationCode: artist.invitationCode });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    expect(Number(blocked.headers['retry-after'])).toBe(900);
    const [row] = await app().database.query<{ failures: number }>('SELECT failures FROM auth_throttle WHERE key = $1', [
      `account:artist:${artist.artistCode.toUpperCase()}`,
    ]);
    expect(row.failures).toBe(3);
    clock.advance(15 * 60_000);
    await login({ artistId: artist.artistCode, invitationCode: artist.invitationCode }).expect(200);
  });

  it('names missing fields with 400', async () => {
    const res = await login({ artistId: '', invitationCode: '' }).expect(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { field: 'artistId', message: SIGN_IN_MESSAGES.artistIdRequired },
        { field: 'invitationCode', message: SIGN_IN_MESSAGES.invitationCodeRequired },
      ]),
    );
  });

  it('issues a bearer token instead of a cookie when asked', async () => {
    const artist = await createArtist(app());
    const res = await login({ artistId: artist.artistCode, invitationCode: artist.invitationCode, issueBearerToken: true }).expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    await request(app().http).get('/api/me').set('Authorization', `Bearer ${res.body.token}`).expect(200);
  });
});

describe('sessions', () => {
  it('logout ends the session on the server: the old cookie is refused afterwards', async () => {
    const artist = await createArtist(app());
    const cookie = await signInArtist(app(), artist);
    await request(app().http).post('/api/auth/logout').set(asBrowser(cookie)).expect(200);
    const after = await request(app().http).get('/api/me').set('Cookie', cookie).expect(401);
    expect(after.body).toEqual({ success: false, error: 'Not authenticated' });
  });

  it('a new sign-in rotates the id and ends the session the browser held before', async () => {
    const artist = await createArtist(app());
    const first = await signInArtist(app(), artist);
    const res = await login({ artistId: artist.artistCode, invitationCode: artist.invitationCode }).set(asBrowser(first)).expect(200);
    expect(cookieFrom(res)).not.toBe(first);
    await request(app().http).get('/api/me').set('Cookie', first).expect(401);
    await request(app().http).get('/api/me').set('Cookie', cookieFrom(res)).expect(200);
  });

  it('an idle session expires, and so does one past its absolute lifetime despite activity', async () => {
    const artist = await createArtist(app());
    const idle = await signInArtist(app(), artist);
    clock.advance(31 * 60_000);
    await request(app().http).get('/api/me').set('Cookie', idle).expect(401);

    const busy = await signInArtist(app(), artist);
    for (let hour = 0; hour < 8; hour += 1) {
      clock.advance(25 * 60_000);
      await request(app().http).get('/api/me').set('Cookie', busy).expect(200);
    }
    clock.advance(5 * 3_600_000 - 8 * 25 * 60_000 + 3 * 3_600_000);
    await request(app().http).get('/api/me').set('Cookie', busy).expect(401);
  });

  it('refuses a cookie-authenticated write from another origin, and one without Origin (CSRF)', async () => {
    const artist = await createArtist(app());
    const cookie = await signInArtist(app(), artist);
    const foreign = await request(app().http).post('/api/auth/logout').set({ Cookie: cookie, Origin: 'https://evil.example' }).expect(403);
    expect(foreign.body.error).toBe(SIGN_IN_MESSAGES.crossSiteRefused);
    await request(app().http).post('/api/auth/logout').set({ Cookie: cookie }).expect(403);
    await request(app().http).get('/api/me').set('Cookie', cookie).expect(200);
  });
});

describe('staff sign-in', () => {
  it('signs staff in by email and password and refuses a wrong password like an unknown email', async () => {
    const staff = await createStaff(app());
    const ok = await request(app().http)
      .post('/api/auth/staff/login')
      .send({ email: staff.email.toUpperCase(), password: staff.password })
      .expect(200);
    expect(ok.body.user).toMatchObject({ role: 'staff', email: staff.email });
    const wrong = await request(app().http).post('/api/auth/staff/login').send({ email: staff.email, password: 'nope' }).expect(401);
    const unknown = await request(app().http)
      .post('/api/auth/staff/login')
      .send({ email: 'ghost@label.example', password: 'nope' })
      .expect(401);
    expect(wrong.body).toEqual({ success: false, error: SIGN_IN_MESSAGES.invalidStaffCredentials });
    expect(unknown.body).toEqual(wrong.body);
  });
});
