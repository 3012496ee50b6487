import request from 'supertest';
import { createArtist, createStaff, TEST_ORIGIN } from '../../support/identity-fixtures';
import { outboxMailsTo } from '../../support/mail-outbox';
import { useTestApp } from '../../support/use-test-app';

const app = useTestApp({ env: { TRUST_PROXY_HOPS: '1' } });

/** A browser's plain form post from the sign-in page at `page` (its address is the Referer, as browsers send it). */
const post = (path: string, form: Record<string, string>, page = '/login', ip = '192.0.2.1') =>
  request(app().http)
    .post(path)
    .set('Origin', TEST_ORIGIN)
    .set('Referer', `${TEST_ORIGIN}${page}`)
    .set('X-Forwarded-For', ip)
    .type('form')
    .send(form);

const sessionCookieOf = (res: request.Response) =>
  ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).find((c) => c.startsWith('session='));

describe('sign-in forms posted without the script (POST …/form)', () => {
  it('signs an artist in with a cookie and sends them to the page they asked for, never a foreign one', async () => {
    const artist = await createArtist(app());
    const form = { artistId: artist.artistCode, invitationCode: artist.invitationCode };
    const res = await post('/api/auth/artist/login/form', form, '/login?next=/edit-profile').expect(303);
    expect(res.headers.location).toBe('/edit-profile');
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatch(/HttpOnly/);
    const me = await request(app().http).get('/api/me').set('Cookie', cookie!.split(';')[0]).expect(200);
    expect(me.body.user).toMatchObject({ role: 'artist' });

    for (const next of ['//evil.example/x', '/\\evil.example', 'https://evil.example']) {
      const fresh = await createArtist(app());
      const elsewhere = await post(
        '/api/auth/artist/login/form',
        { artistId: fresh.artistCode, invitationCode: fresh.invitationCode },
        `/login?next=${encodeURIComponent(next)}`,
      ).expect(303);
      expect(elsewhere.headers.location).toBe('/dashboard');
    }
  });

  it('sends a refusal back to the page as a note, keeping where the visitor was going and never what was typed', async () => {
    const artist = await createArtist(app());
    const wrong = await post(
      '/api/auth/artist/login/form',
      { artistId: artist.artistCode, invitationCode: 'WRONG-CODE-7' },
      '/login?next=/edit-profile',
      '192.0.2.20',
    ).expect(303);
    expect(wrong.headers.location).toBe('/login?note=wrong-artist-credentials&next=%2Fedit-profile');
    expect(sessionCookieOf(wrong)).toBeUndefined();

    const empty = await post('/api/auth/artist/login/form', { artistId: '', invitationCode: '' }, '/login', '192.0.2.21').expect(303);
    expect(empty.headers.location).toBe('/login?note=artist-id-required');
    const noCode = await post('/api/auth/artist/login/form', { artistId: artist.artistCode }, '/login', '192.0.2.22').expect(303);
    expect(noCode.headers.location).toBe('/login?note=invitation-code-required');

    const staff = await createStaff(app());
    const badPassword = await post('/api/auth/staff/login/form', { email: staff.email, password: 'nope' }, '/staff/login').expect(303);
    expect(badPassword.headers.location).toBe('/staff/login?note=wrong-staff-credentials');
    const good = await post('/api/auth/staff/login/form', { email: staff.email, password: staff.password }, '/staff/login').expect(303);
    expect(good.headers.location).toBe('/staff/review');
  });

  it('counts form tries in the same throttle as the JSON route', async () => {
    const artist = await createArtist(app());
    const notes: string[] = [];
    for (let attempt = 0; attempt < 12 && !notes.includes('too-many-attempts'); attempt += 1) {
      const res = await post(
        '/api/auth/artist/login/form',
        { artistId: artist.artistCode, invitationCode: `WRONG${attempt}` },
        '/login',
        '192.0.2.30',
      );
      notes.push(new URL(res.headers.location as string, TEST_ORIGIN).searchParams.get('note') ?? '');
    }
    expect(notes.at(-1)).toBe('too-many-attempts');
    expect(notes.slice(0, -1).every((note) => note === 'wrong-artist-credentials')).toBe(true);
    await request(app().http)
      .post('/api/auth/artist/login')
      .set('X-Forwarded-For', '192.0.2.30')
      .send({ artistId: artist.artistCode, invitationCode: artist.invitationCode })
      .expect(429);
  });

  it('refuses a post from another site and a body that is not a form', async () => {
    const artist = await createArtist(app());
    const foreign = await request(app().http)
      .post('/api/auth/artist/login/form')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ artistId: artist.artistCode, invitationCode: artist.invitationCode })
      .expect(303);
    expect(foreign.headers.location).toBe('/login?note=cross-site');
    expect(sessionCookieOf(foreign)).toBeUndefined();
    await request(app().http)
      .post('/api/auth/artist/login/form')
      .set('Origin', TEST_ORIGIN)
      .send({ artistId: artist.artistCode, invitationCode: artist.invitationCode })
      .expect(415);
    await post('/api/auth/artist/login/form', { artistId: 'x'.repeat(20_000), invitationCode: 'y' }).expect(400);
  });

  it("signs out from a plain form, and mails a new code from the 'Lost your code?' form", async () => {
    const artist = await createArtist(app());
    const signedIn = await post('/api/auth/artist/login/form', { artistId: artist.artistCode, invitationCode: artist.invitationCode });
    const cookie = sessionCookieOf(signedIn)!.split(';')[0];
    const out = await request(app().http)
      .post('/api/auth/logout/form')
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', cookie)
      .type('form')
      .send({})
      .expect(303);
    expect(out.headers.location).toBe('/login?note=signed-out');
    await request(app().http).get('/api/me').set('Cookie', cookie).expect(401);

    const sent = await post('/api/auth/artist/lost-code/form', { email: artist.email }, '/login', '192.0.2.40').expect(303);
    expect(sent.headers.location).toBe('/login?note=new-code-sent');
    expect(await outboxMailsTo(app(), artist.email)).toHaveLength(1);
    const invalid = await post('/api/auth/artist/lost-code/form', { email: 'not-an-address' }, '/login', '192.0.2.40').expect(303);
    expect(invalid.headers.location).toBe('/login?note=email-invalid');
  });
});
