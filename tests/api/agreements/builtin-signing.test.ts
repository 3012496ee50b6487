import { createHash } from 'node:crypto';
import request from 'supertest';
import { AGREEMENT_MESSAGES, SIGNING_PAGE_MESSAGES } from '../../../domain/agreement';
import { asBrowser, createArtist, ManualClock, signInArtist, TEST_ORIGIN } from '../../support/identity-fixtures';
import { withBinaryBody } from '../../support/binary-response';
import { useTestApp } from '../../support/use-test-app';
import { documentHashIn } from './signing-page';

const clock = new ManualClock();

const app = useTestApp({ clock, env: { AGREEMENT_SIGN_LINK_HOURS: '72' } });

async function artistSession() {
  const artist = await createArtist(app(), { artistName: 'Nova' });
  return { artist, cookie: await signInArtist(app(), artist) };
}

const create = (cookie: string, body: object = {}) => request(app().http).post('/api/agreements/create').set(asBrowser(cookie)).send(body);
const pathOf = (url: string) => new URL(url).pathname;
const submitForm = (path: string, fields: Record<string, string>) =>
  request(app().http).post(path).set('Origin', TEST_ORIGIN).set('User-Agent', 'jest-signer/1.0').type('form').send(fields);

describe('built-in signing round trip', () => {
  it('create → 409 on a second create → open → sign → signed, profile updated, PDF hash recorded', async () => {
    const { artist, cookie } = await artistSession();
    const first = await create(cookie, { artistId: artist.artistCode, artistName: 'Nova', artistEmail: artist.email }).expect(200);
    expect(first.body).toMatchObject({ success: true, signatureRequest: { id: first.body.signatureId, status: 'awaiting_signature' } });
    expect(first.body.signatureRequest.signUrl).toMatch(/^http:\/\/localhost:3000\/api\/agreements\/sign\/[A-Za-z0-9_-]{43}$/);

    const second = await create(cookie).expect(409);
    expect(second.body).toEqual({ success: false, error: AGREEMENT_MESSAGES.conflict });

    const path = pathOf(first.body.signatureRequest.signUrl);
    const page = await request(app().http).get(path).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('12 months');
    expect(page.text).toContain('non-exclusive');
    expect(page.text).toContain('Royalty Schedule');
    expect(page.text).toContain('30 days&#39; written notice');
    expect(page.text).toContain('law of England and Wales');
    const shown = documentHashIn(page.text);

    const noConsent = await submitForm(path, { fullName: 'Ada Lovelace', documentSha256: shown, action: 'sign' }).expect(400);
    expect(noConsent.text).toContain(SIGNING_PAGE_MESSAGES.consentRequired);
    await submitForm(path, { fullName: 'Someone Else', consent: 'yes', documentSha256: shown, action: 'sign' }).expect(400);

    const signed = await submitForm(path, { fullName: ' ada  lovelace ', consent: 'yes', documentSha256: shown, action: 'sign' }).expect(
      200,
    );
    expect(signed.text).toContain(SIGNING_PAGE_MESSAGES.signed);
    await request(app().http).get(path).expect(409);

    const status = await request(app().http).get('/api/agreements/status').set('Cookie', cookie).expect(200);
    expect(status.body).toMatchObject({ status: 'signed', signatureId: first.body.signatureId, hasSignedAgreement: true, signUrl: null });
    const profile = await request(app().http).get('/api/profile').set('Cookie', cookie).expect(200);
    expect(profile.body.profile).toMatchObject({
      hasSignedAgreement: true,
      agreementSignatureId: first.body.signatureId,
      agreementStatus: 'signed',
    });

    const [row] = await app().database.query<{
      pdf: Uint8Array | null;
      pdf_key: string;
      pdf_sha256: string;
      document_sha256: string;
      document_text: string;
      signer_ip: string;
      signer_user_agent: string;
      signed_name: string;
      completed_at: Date;
    }>(
      'SELECT pdf, pdf_key, pdf_sha256, document_sha256, document_text, signer_ip, signer_user_agent, signed_name, completed_at FROM signature_requests WHERE id = $1',
      [first.body.signatureId],
    );
    // The PDF lives in file storage (FileStorage port); the row keeps its key and SHA-256 only.
    expect(row.pdf).toBeNull();
    expect(row.pdf_key).toBe(`agreements/signed/${first.body.signatureId}-${row.pdf_sha256.slice(0, 16)}.pdf`);
    const stored: Buffer[] = [];
    for await (const chunk of await app().infrastructure.fileStorage.read(row.pdf_key)) stored.push(Buffer.from(chunk as Uint8Array));
    expect(createHash('sha256').update(Buffer.concat(stored)).digest('hex')).toBe(row.pdf_sha256);
    expect(status.body.signedPdfSha256).toBe(row.pdf_sha256);
    expect(createHash('sha256').update(row.document_text, 'utf8').digest('hex')).toBe(shown);
    expect(row.document_sha256).toBe(shown);
    expect(row).toMatchObject({ signer_user_agent: 'jest-signer/1.0', signed_name: 'ada lovelace' });
    expect(row.signer_ip).toMatch(/127\.0\.0\.1|::1/);
    expect(new Date(row.completed_at).toISOString()).toBe(clock.now().toISOString());

    const signedPdf = request(app().http).get(`/api/agreements/${first.body.signatureId}/pdf`).set('Cookie', cookie);
    const pdf = await withBinaryBody(signedPdf).expect(200);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      createHash('sha256')
        .update(pdf.body as Buffer)
        .digest('hex'),
    ).toBe(row.pdf_sha256);
  });

  it('records a decline: status declined, no signed agreement, and a new request may be created', async () => {
    const { cookie } = await artistSession();
    const created = await create(cookie).expect(200);
    const path = pathOf(created.body.signatureRequest.signUrl);
    const declined = await submitForm(path, { action: 'decline' }).expect(200);
    expect(declined.text).toContain(SIGNING_PAGE_MESSAGES.declined);
    const status = await request(app().http).get('/api/agreements/status').set('Cookie', cookie).expect(200);
    expect(status.body).toMatchObject({ status: 'declined', hasSignedAgreement: false });
    await create(cookie).expect(200);
  });

  it('expires the sign link: the page answers 410, status expired, and a fresh request can be made', async () => {
    const { artist, cookie: before } = await artistSession();
    const created = await create(before).expect(200);
    const path = pathOf(created.body.signatureRequest.signUrl);
    clock.advance(72 * 3_600_000 + 1000);
    const cookie = await signInArtist(app(), artist); // the first session has expired meanwhile
    const page = await request(app().http).get(path).expect(410);
    expect(page.text).toContain(SIGNING_PAGE_MESSAGES.linkExpired);
    const status = await request(app().http).get('/api/agreements/status').set('Cookie', cookie).expect(200);
    expect(status.body).toMatchObject({ status: 'expired', hasSignedAgreement: false, signUrl: null });
    await create(cookie).expect(200);
  });

  it("refuses to create an agreement for someone else's email, and an unknown sign link", async () => {
    const { cookie } = await artistSession();
    const res = await create(cookie, { artistEmail: 'someone-else@example.com' }).expect(403);
    expect(res.body.error).toBe(SIGNING_PAGE_MESSAGES.notOwnAccount);
    await request(app().http).get('/api/agreements/sign/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG').expect(404);
  });
});
