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

describe('the same-origin check', () => {
  it.each([
    ['another name of this host (127.0.0.1 while PUBLIC_URL says localhost)', { Host: '127.0.0.1:3000', Origin: 'http://127.0.0.1:3000' }],
    ['the LAN address the portal was opened at', { Host: '192.168.1.20:3000', Origin: 'http://192.168.1.20:3000' }],
    ['PUBLIC_URL', { Host: '127.0.0.1:3000', Origin: 'http://localhost:3000' }],
    ['a TRUSTED_ORIGINS entry', { Host: '127.0.0.1:3000', Origin: 'https://partner.example' }],
  ])('accepts %s', async (_name, headers) => {
    const res = await signInWith(headers);
    expect(res.status).toBe(200);
    // The cookie then works for writes from the same origin.
    await request(app().http)
      .post('/api/auth/logout')
      .set({ ...headers, Cookie: cookieFrom(res) })
      .expect(200);
  });

  it.each([
    ['a foreign site', { Host: '127.0.0.1:3000', Origin: 'https://evil.example' }],
    ['the same host name on another port', { Host: '127.0.0.1:3000', Origin: 'http://127.0.0.1:4000' }],
    ['a look-alike host', { Host: '127.0.0.1:3000', Origin: 'http://127.0.0.1:3000.evil.example' }],
  ])('refuses %s', async (_name, headers) => {
    const res = await signInWith(headers);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(SIGN_IN_MESSAGES.crossSiteRefused);
  });
});
