import { RequestAgreementUseCase } from '../../application/use-cases/agreements/request-agreement.use-case';
import { AGREEMENT_LABELS } from '../../domain/agreement';
import { type FakeDropboxSign, portalSettingsFor, startFakeDropboxSign } from '../fakes/dropbox-sign.fake';
import { both, expectSignedEverywhere, openAgreementTab } from './agreement-signing.helpers';
import { createArtistAccount, usePortalAndBrowser } from './portal-fixtures';

const EVENT_RECEIVED = 'Hello API Event Received';
let fake: FakeDropboxSign;
const env = usePortalAndBrowser({
  env: async () => {
    fake = await startFakeDropboxSign();
    return { ...portalSettingsFor(fake), DROPBOX_SIGN_FRAME_ORIGINS: fake.embeddedOrigin };
  },
});
beforeAll(() => {
  fake.callbackUrl = `${env.portal.baseUrl}/api/agreements/signature-events`;
});
afterAll(() => fake?.close());

async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, what: string, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function row(requestId: string) {
  const [found] = await env.portal.infrastructure.database.query<{
    status: string;
    pdf_sha256: string | null;
    provider_request_id: string;
  }>('SELECT status, pdf_sha256, provider_request_id FROM signature_requests WHERE id = $1', [requestId]);
  return found;
}

describe('agreement signing with Dropbox Sign (against the fake provider)', () => {
  it("lets pages frame exactly the provider's embedded signer, and keeps a popup's handle (opener policy)", async () => {
    const page = await fetch(`${env.portal.baseUrl}/dashboard`);
    const directives = (page.headers.get('content-security-policy') ?? '').split(';');
    expect(directives.filter((d) => d.startsWith('frame-src'))).toEqual([`frame-src 'self' ${fake.embeddedOrigin}`]);
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('signs in the embedded client: the tab shows success without a reload, the PDF downloads, staff see Signed', async () => {
    const artist = await createArtistAccount(env.portal, 'Nova Reyes');
    const { context, page, review } = await openAgreementTab(env.browser, env.portal, artist);
    await review.click();
    const frame = page.frameLocator('iframe.x-hellosign-embedded__iframe');
    await frame.getByRole('button', { name: 'Click to sign' }).waitFor();
    // The embedded client framed the provider's page with our client id, and the two completed their handshake.
    expect(fake.embeddedLoads).toEqual([
      expect.objectContaining({ clientId: fake.clientId, skipDomainVerification: '1', refused: null, jsVersion: '2.12.4' }),
    ]);
    await frame.locator('body[data-configured="true"]').waitFor();
    await both(page, 'portal-agreement-dropbox-sign-embedded', () => frame.getByRole('button', { name: 'Click to sign' }).waitFor());

    await page.setViewportSize({ width: 1280, height: 900 });
    await frame.getByRole('button', { name: 'Click to sign' }).click();
    await page.getByText(AGREEMENT_LABELS.success).waitFor({ timeout: 30_000 });
    const delivered = await until(
      () => fake.delivered.filter((e) => e.type === 'signature_request_all_signed'),
      (events) => events.length === 1,
      'the all-signed callback',
    );
    expect(delivered[0]).toMatchObject({ forged: false, status: 200, body: EVENT_RECEIVED });
    expect(fake.log.filter((line) => line.startsWith('GET /v3/signature_request/files/'))).not.toHaveLength(0);
    await expectSignedEverywhere(env.browser, env.portal, page, artist.id);
    await both(page, 'portal-agreement-dropbox-sign-signed', () => page.getByText(AGREEMENT_LABELS.success).waitFor());
    await context.close();
  });

  it('asks the provider for a fresh sign URL at each opening (the previous one is spent)', async () => {
    const artist = await createArtistAccount(env.portal, 'Ivy Marsh');
    const { context, page, review } = await openAgreementTab(env.browser, env.portal, artist);
    const before = fake.log.filter((line) => line.startsWith('GET /v3/embedded/sign_url/')).length;
    await review.click();
    await page.frameLocator('iframe.x-hellosign-embedded__iframe').getByRole('button', { name: 'Click to sign' }).waitFor();
    await page.locator('.x-hellosign-embedded__modal-close').click();
    await review.click();
    await page.frameLocator('iframe.x-hellosign-embedded__iframe').getByRole('button', { name: 'Decline to sign' }).click();
    await page.getByText(/You declined the agreement/).waitFor({ timeout: 30_000 });
    const after = fake.log.filter((line) => line.startsWith('GET /v3/embedded/sign_url/')).length;
    expect(after - before).toBe(2);
    expect(fake.embeddedLoads.slice(-2).map((load) => load.refused)).toEqual([null, null]);
    await context.close();
  });

  it('refuses a forged event hash with 401 and changes nothing; the valid event signs it and fetches the PDF; a repeat is harmless', async () => {
    const artist = await createArtistAccount(env.portal, 'Remy Cole');
    const request = await env.portal.app.get(RequestAgreementUseCase).execute(artist.id, {});
    const providerRequestId = (await row(request.id)).provider_request_id;
    fake.sign(providerRequestId); // signed at the provider; only its callback tells the portal (nobody polls)

    const forged = await fake.sendEvent('signature_request_all_signed', providerRequestId, { forged: true });
    expect(forged.status).toBe(401);
    expect(forged.body).not.toContain(EVENT_RECEIVED);
    expect(await row(request.id)).toMatchObject({ status: 'awaiting_signature', pdf_sha256: null });

    const valid = await fake.sendEvent('signature_request_all_signed', providerRequestId);
    expect(valid).toMatchObject({ status: 200, body: EVENT_RECEIVED });
    const signed = await row(request.id);
    expect(signed.status).toBe('signed');
    expect(signed.pdf_sha256).toMatch(/^[0-9a-f]{64}$/);
    const again = await fake.sendEvent('signature_request_all_signed', providerRequestId);
    expect(again).toMatchObject({ status: 200, body: EVENT_RECEIVED });
    expect(await row(request.id)).toEqual(signed);
  });

  it('keeps the signature when the provider cannot give the PDF yet: a durable job fetches it later', async () => {
    const artist = await createArtistAccount(env.portal, 'Lake Orr');
    const request = await env.portal.app.get(RequestAgreementUseCase).execute(artist.id, {});
    const providerRequestId = (await row(request.id)).provider_request_id;
    fake.sign(providerRequestId);
    fake.preparingFiles = 2; // the provider answers 409 'files still being processed' twice
    expect(await fake.sendEvent('signature_request_all_signed', providerRequestId)).toMatchObject({ status: 200, body: EVENT_RECEIVED });
    expect(await row(request.id)).toMatchObject({ status: 'signed', pdf_sha256: null });
    const withPdf = await until(
      () => row(request.id),
      (r) => r.pdf_sha256 !== null,
      'the job to fetch the PDF',
      120_000,
    );
    expect(withPdf.pdf_sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});
