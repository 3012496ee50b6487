import request from 'supertest';
import { SIGN_IN_MESSAGES } from '../../../domain/access';
import { cookieFrom, createArtist } from '../../support/identity-fixtures';
import { useTestApp } from '../../support/use-test-app';

const app = useTestApp({ env: { PUBLIC_URL: 'http://localhost:3000', TRUSTED_ORIGINS: 'https://partner.example' } });

async function signInWith(headers: Record<string, string>) {
  const artist = await createArtist(app());
  return request(app().http)
    .post('/api/auth/artist/login')
    .set(headers)
    .send({ artistId: artist.artistCode, invitationCode: artist.invitationCode });
}

const LOOPBACK_HOST = '127.0.0.1:3000';

/** Where a cookie-setting sign-in comes from, and whether the same-origin check lets it through. */
const ORIGINS: { name: string; verdict: 'accepts' | 'refuses'; headers: { Host: string; Origin: string } }[] = [
  {
    name: 'another name of this host (127.0.0.1 while PUBLIC_URL says localhost)',
    verdict: 'accepts',
    headers: { Host: LOOPBACK_HOST, Origin: 'http://127.0.0.1:3000' },
  },
  {
    name: 'the LAN address the portal was opened at',
    verdict: 'accepts',
    headers: { Host: '192.168.1.20:3000', Origin: 'http://192.168.1.20:3000' },
  },
  { name: 'PUBLIC_URL', verdict: 'accepts', headers: { Host: LOOPBACK_HOST, Origin: 'http://localhost:3000' } },
  { name: 'a TRUSTED_ORIGINS entry', verdict: 'accepts', headers: { Host: LOOPBACK_HOST, Origin: 'https://partner.example' } },
  { name: 'a foreign site', verdict: 'refuses', headers: { Host: LOOPBACK_HOST, Origin: 'https://evil.example' } },
  { name: 'the same host name on another port', verdict: 'refuses', headers: { Host: LOOPBACK_HOST, Origin: 'http://127.0.0.1:4000' } },
  { name: 'a look-alike host', verdict: 'refuses', headers: { Host: LOOPBACK_HOST, Origin: 'http://127.0.0.1:3000.evil.example' } },
];
const judged = (verdict: 'accepts' | 'refuses') => ORIGINS.filter((o) => o.verdict === verdict);

describe('the same-origin check', () => {
  it.each(judged('accepts'))('accepts $name', async ({ headers }) => {
    const res = await signInWith(headers);
    expect(res.status).toBe(200);
    // The cookie then works for writes from the same origin.
    await request(app().http)
      .post('/api/auth/logout')
      .set({ ...headers, Cookie: cookieFrom(res) })
      .expect(200);
  });

  it.each(judged('refuses'))('refuses $name', async ({ headers }) => {
    const res = await signInWith(headers);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(SIGN_IN_MESSAGES.crossSiteRefused);
  });
});
