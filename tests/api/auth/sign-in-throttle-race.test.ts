import request from 'supertest';
import { createArtist, createStaff, ManualClock } from '../../support/identity-fixtures';
import { useTestApp } from '../../support/use-test-app';

// Parallel guesses must not slip past the limit while the slow hash runs: the attempt is reserved first.
const clock = new ManualClock();

const app = useTestApp({
  clock,
  env: { TRUST_PROXY_HOPS: '1', LOGIN_MAX_FAILURES_PER_ACCOUNT: '5', LOGIN_MAX_FAILURES_PER_IP: '1000' },
});

const artistLogin = (ip: string, body: object) => request(app().http).post('/api/auth/artist/login').set('X-Forwarded-For', ip).send(body);
const staffLogin = (ip: string, body: object) => request(app().http).post('/api/auth/staff/login').set('X-Forwarded-For', ip).send(body);

function tally(statuses: number[]): Record<number, number> {
  return statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});
}

describe('sign-in throttle under parallel requests', () => {
  it('checks at most 5 of 40 simultaneous wrong artist codes, then refuses even the right code', async () => {
    const artist = await createArtist(app());
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => artistLogin('198.51.100.7', { artistId: artist.artistCode, invitationCode: `WRONGCODE${i}` })),
    );
    const counts = tally(answers.map((a) => a.status));
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(40);
    const right = await artistLogin('198.51.100.7', { artistId: artist.artistCode, invitationCode: artist.invitationCode });
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('checks at most 5 of 40 simultaneous wrong staff passwords', async () => {
    const staff = await createStaff(app());
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => staffLogin('198.51.100.8', { email: staff.email, password: `wrong-${i}` })),
    );
    const counts = tally(answers.map((a) => a.status));
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(40);
    await staffLogin('198.51.100.8', { email: staff.email, password: staff.password }).expect(429);
  });

  it('a stranger guessing from other addresses does not lock the artist out of an address they signed in from', async () => {
    const artist = await createArtist(app());
    const right = { artistId: artist.artistCode, invitationCode: artist.invitationCode };
    await artistLogin('192.0.2.10', right).expect(200);
    for (let i = 0; i < 30; i += 1) await artistLogin(`203.0.113.${i}`, { artistId: artist.artistCode, invitationCode: `GUESS${i}` });
    await artistLogin('203.0.113.200', right).expect(429);
    await artistLogin('192.0.2.10', right).expect(200);
  });

  it('a success from an address frees that address for the artist again', async () => {
    const artist = await createArtist(app());
    const right = { artistId: artist.artistCode, invitationCode: artist.invitationCode };
    for (let i = 0; i < 4; i += 1) await artistLogin('192.0.2.20', { artistId: artist.artistCode, invitationCode: `MISS${i}` }).expect(401);
    await artistLogin('192.0.2.20', right).expect(200);
    for (let i = 0; i < 4; i += 1)
      await artistLogin('192.0.2.20', { artistId: artist.artistCode, invitationCode: `AGAIN${i}` }).expect(401);
    await artistLogin('192.0.2.20', right).expect(200);
  });
});
