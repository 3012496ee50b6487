import request from 'supertest';
import { REINVITE_MESSAGES } from '../../../domain/invitations';
import { type TestApp } from '../../support/test-app';
import { useTestApp } from '../../support/use-test-app';
import { anInvitation } from '../../support/builders/invitation.builder';
import { STAFF_AUTHORIZATION } from '../../support/test-config';

const invite = anInvitation('Luna', 'Vale', { invitationReason: 'Showcase' });

/** Invitation mails, and the sign-in code the (only) one that issued a code carries. */
async function portalCode(app: TestApp, email: string) {
  const mails = await app.infrastructure.mailOutbox.list({ to: email, category: 'invitation' });
  const withCode = mails.filter((m) => /Invitation code: /.test(m.text));
  return {
    mails,
    codeMails: withCode.length,
    artistId: /Artist ID: (\S+)/.exec(withCode[0]?.text ?? '')?.[1] ?? '',
    code: /Invitation code: (\S+)/.exec(withCode[0]?.text ?? '')?.[1] ?? '',
  };
}

describe('re-inviting an existing artist', () => {
  const app = useTestApp();

  it('keeps their sign-in code and says so (no silent rotation)', async () => {
    await request(app().http).post('/api/artist-invitations/create').set(STAFF_AUTHORIZATION).send(invite).expect(200);
    const first = await portalCode(app(), invite.email);
    expect(first.mails).toHaveLength(1);
    expect(first.mails[0].text).toContain('/i/');
    expect(first.mails[0].text).toMatch(/\/login with:\n {2}Artist ID: ART-/);
    const signIn = () => request(app().http).post('/api/auth/artist/login').send({ artistId: first.artistId, invitationCode: first.code });
    await signIn().expect(200);

    const again = await request(app().http)
      .post('/api/artist-invitations/create')
      .set(STAFF_AUTHORIZATION)
      .send({ ...invite, email: 'LUNA@example.com ' })
      .expect(200);
    expect(again.body).toMatchObject({ success: true, existingArtist: true, warning: REINVITE_MESSAGES.codeKept('Luna Vale') });
    const after = await portalCode(app(), invite.email);
    expect(after.mails).toHaveLength(2);
    expect(after.codeMails).toBe(1);
    expect(after.mails.map((m) => m.text).join('\n')).toContain(`with your artist ID ${first.artistId} and the code you already have`);
    await signIn().expect(200);
  });

  it('refuses a typed artist name that is not the existing artist of that email, writing nothing', async () => {
    const before = await app().database.query<{ n: string }>('SELECT count(*)::text AS n FROM invitations');
    const res = await request(app().http)
      .post('/api/artist-invitations/create')
      .set(STAFF_AUTHORIZATION)
      .send({ ...invite, artistName: 'Someone Else' })
      .expect(409);
    expect(res.body).toMatchObject({ success: false, error: REINVITE_MESSAGES.nameMismatch('Luna Vale') });
    expect(await app().database.query<{ n: string }>('SELECT count(*)::text AS n FROM invitations')).toEqual(before);
  });
});

describe('with SMTP delivery, staff read the outbox without codes or links', () => {
  const app = useTestApp({ env: { MAIL_ADAPTER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:9' } });

  it('masks the invitation code and the personal link in GET /api/review-desk/mail-outbox', async () => {
    await request(app().http).post('/api/artist-invitations/create').set(STAFF_AUTHORIZATION).send(invite).expect(200);
    const { body } = await request(app().http).get('/api/review-desk/mail-outbox').set(STAFF_AUTHORIZATION).expect(200);
    const texts = (body.mails as { category: string; text: string }[]).map((m) => `${m.category}: ${m.text}`).join('\n');
    expect(texts).toMatch(/invitation: [\s\S]*Invitation code: \[hidden once sent\]/);
    expect(texts).toMatch(/invitation: [\s\S]*\/i\/\[hidden once sent\]/);
    const delivery = await app().database.query<{ delivery_text_body: string }>(
      "SELECT delivery_text_body FROM mail_outbox WHERE category = 'invitation'",
    );
    expect(delivery[0].delivery_text_body).toMatch(/Invitation code: [A-Z0-9]{10}/);
  });
});
