import request from 'supertest';
import { LOST_CODE_MESSAGES, LOST_CODE_PER_EMAIL, LOST_CODE_PER_IP } from '../../../domain/access';
import { COMMON_MESSAGES } from '../../../domain/shared';
import { createArtist } from '../../support/identity-fixtures';
import { useTestApp } from '../../support/use-test-app';
import { outboxMailsTo } from '../../support/mail-outbox';

const app = useTestApp({ env: { TRUST_PROXY_HOPS: '1' } });

const ask = (email: string, ip: string) =>
  request(app().http).post('/api/auth/artist/lost-code').set('X-Forwarded-For', ip).send({ email });
const outboxFor = (to: string) => outboxMailsTo(app(), to);

describe("POST /api/auth/artist/lost-code ('Lost your code?')", () => {
  it('answers known and unknown addresses alike, and mails a fresh working code only to the known one', async () => {
    const artist = await createArtist(app());
    const known = await ask(artist.email.toUpperCase(), '203.0.113.1').expect(200);
    const unknown = await ask('nobody-here@example.com', '203.0.113.1').expect(200);
    expect(known.body).toEqual({ success: true, message: LOST_CODE_MESSAGES.sent });
    expect(unknown.body).toEqual(known.body);
    expect(await outboxFor('nobody-here@example.com')).toEqual([]);

    const [mail] = await outboxFor(artist.email);
    expect(mail.category).toBe('sign-in-code');
    const code = /Sign-in code: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(mail.text).toContain(`Artist ID: ${artist.artistCode}`);
    await request(app().http)
      .post('/api/auth/artist/login')
      .send({ artistId: artist.artistCode.toLowerCase(), invitationCode: code })
      .expect(200);
    await request(app().http)
      .post('/api/auth/artist/login')
      .send({ artistId: artist.artistCode, invitationCode: artist.invitationCode })
      .expect(401);
  });

  it(`throttles per address after ${LOST_CODE_PER_EMAIL.limit} requests an hour, known or unknown alike`, async () => {
    const artist = await createArtist(app());
    for (const email of [artist.email, 'ghost@example.com']) {
      for (let i = 0; i < LOST_CODE_PER_EMAIL.limit; i += 1) await ask(email, `198.51.100.${i + 10}`).expect(200);
      const refused = await ask(email, '198.51.100.99').expect(429);
      expect(refused.headers['retry-after']).toEqual(expect.any(String));
    }
    expect((await outboxFor(artist.email)).length).toBe(LOST_CODE_PER_EMAIL.limit);
  });

  it(`throttles one caller after ${LOST_CODE_PER_IP.limit} requests an hour across addresses`, async () => {
    for (let i = 0; i < LOST_CODE_PER_IP.limit; i += 1) await ask(`sweep${i}@example.com`, '192.0.2.7').expect(200);
    await ask('sweep-last@example.com', '192.0.2.7').expect(429);
    await ask('sweep-last@example.com', '192.0.2.8').expect(200);
  });

  it('holds the limit under parallel requests', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => ask('parallel@example.com', `192.0.2.${100 + i}`)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(LOST_CODE_PER_EMAIL.limit);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(8 - LOST_CODE_PER_EMAIL.limit);
  });

  it("refuses what is not an email address with the web form's message, counting nothing", async () => {
    for (const email of ['nope', 'nova@', '']) {
      const res = await ask(email, '192.0.2.200').expect(400);
      expect(res.body).toMatchObject({ success: false, error: COMMON_MESSAGES.invalidEmail });
    }
    for (let i = 0; i < LOST_CODE_PER_IP.limit; i += 1) await ask(`after-refusals${i}@example.com`, '192.0.2.200').expect(200);
  });
});
