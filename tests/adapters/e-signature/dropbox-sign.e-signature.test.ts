import { DropboxSignESignature, signatureStatus } from '../../../adapters/e-signature/dropbox-sign.e-signature';
import { DropboxSignError } from '../../../adapters/e-signature/dropbox-sign.errors';
import type { SignatureRequestInput } from '../../../application/ports/e-signature.port';
import { startFakeDropboxSign } from '../../fakes/dropbox-sign.fake';
import { fakeProviderSuite } from '../../support/fake-provider';

const input = (overrides: Partial<SignatureRequestInput> = {}): SignatureRequestInput => ({
  requestId: '5c1f1f57-2f64-4a55-9d1c-1f0c1d8f3e11',
  signerName: 'Mara Quay',
  signerEmail: 'mara@example.com',
  title: 'Artist agreement',
  documentText: 'The agreement text',
  expiresAt: new Date(Date.now() + 7 * 86400_000),
  ...overrides,
});

describe('DropboxSignESignature against the fake Dropbox Sign API', () => {
  const provider = fakeProviderSuite(startFakeDropboxSign);
  const { retry, waits } = provider;
  const signer = (overrides: { apiKey?: string; clientId?: string; testMode?: boolean; now?: () => number } = {}) =>
    new DropboxSignESignature(
      {
        apiKey: overrides.apiKey ?? provider.fake.apiKey,
        clientId: overrides.clientId ?? provider.fake.clientId,
        templateId: provider.fake.templateId,
        apiUrl: provider.fake.apiUrl,
        testMode: overrides.testMode ?? true,
      },
      { retry, now: overrides.now },
    );

  it('creates an embedded request from the template with our request id as metadata, and returns its sign URL', async () => {
    const created = await signer().create(input());
    const stored = provider.fake.requests.get(created.providerRequestId);
    expect(stored).toMatchObject({
      test_mode: true,
      title: 'Artist agreement',
      metadata: { portal_request_id: '5c1f1f57-2f64-4a55-9d1c-1f0c1d8f3e11' },
    });
    expect(stored?.signatures).toEqual([
      expect.objectContaining({ signer_role: 'Artist', signer_name: 'Mara Quay', signer_email_address: 'mara@example.com' }),
    ]);
    expect(created.signUrl).toContain(`signature_id=${stored?.signatures[0].signature_id}`);
    expect(created.signTokenHash).toBeUndefined();
    expect(provider.fake.log).toEqual([
      'POST /v3/signature_request/create_embedded_with_template',
      `GET /v3/embedded/sign_url/${stored?.signatures[0].signature_id}`,
    ]);
  });

  it('maps the provider status to awaiting_signature, signed, declined and expired', async () => {
    const s = signer();
    const ids = await Promise.all([1, 2, 3, 4].map(async () => (await s.create(input())).providerRequestId));
    provider.fake.sign(ids[1]);
    provider.fake.decline(ids[2], 'Not today');
    provider.fake.expire(ids[3]);
    expect(await Promise.all(ids.map((i) => s.status(i)))).toEqual(['awaiting_signature', 'signed', 'declined', 'expired']);
  });

  it('treats a request whose expires_at has passed as expired even before the signer status changes', () => {
    const request = {
      signature_request_id: 'x',
      is_complete: false,
      is_declined: false,
      expires_at: 1000,
      signatures: [{ signature_id: 's', signer_email_address: 'a@b.c', status_code: 'awaiting_signature' }],
    };
    expect(signatureStatus(request, 999_000)).toBe('awaiting_signature');
    expect(signatureStatus(request, 1_000_000)).toBe('expired');
  });

  it("turns Dropbox Sign's error_msg / error_name answers into clear errors", async () => {
    await expect(signer({ apiKey: 'wrong' }).create(input())).rejects.toThrow(
      new DropboxSignError('unauthorized', 401, 'Dropbox Sign refused the request (unauthorized): Unauthorized api key'),
    );
    await expect(signer({ clientId: 'other' }).create(input())).rejects.toThrow(
      'Dropbox Sign refused the request (not_found): No API app found for the provided client_id',
    );
    await expect(signer().create(input({ signerEmail: 'not-an-email' }))).rejects.toThrow(
      '(bad_request): Invalid email address: not-an-email',
    );
    await expect(signer({ testMode: false }).create(input())).rejects.toMatchObject({ errorName: 'payment_required', httpStatus: 402 });
    await expect(signer().status('0123456789abcdef')).rejects.toMatchObject({ errorName: 'not_found', httpStatus: 404 });
  });

  it('waits for X-Ratelimit-Reset on a 429 and then succeeds', async () => {
    let now = Date.now();
    const reset = Math.floor(now / 1000) + 3;
    now = reset * 1000 - 2500;
    provider.fake.faults.inject({ status: 429, headers: { 'X-Ratelimit-Reset': String(reset) } });
    const created = await signer({ now: () => now }).create(input());
    expect(created.providerRequestId).toMatch(/^[0-9a-f]{40}$/);
    expect(waits).toEqual([2500]);
    expect(provider.fake.log.filter((l) => l.startsWith('POST'))).toHaveLength(2);
  });

  it('gives up at once when the hourly quota resets too late to wait for', async () => {
    provider.fake.faults.inject({ status: 429 });
    await expect(signer().create(input())).rejects.toMatchObject({
      errorName: 'exceeded_rate',
      httpStatus: 429,
      message: expect.stringMatching(/^Dropbox Sign rate limit reached; it resets in \d+ s$/),
    });
    expect(waits).toEqual([]);
  });

  it('retries reads on 5xx but never repeats a create (it could send the artist two agreements)', async () => {
    const s = signer();
    const { providerRequestId } = await s.create(input());
    provider.fake.faults.inject({ status: 500 }, 2);
    expect(await s.status(providerRequestId)).toBe('awaiting_signature');
    expect(waits).toEqual([250, 500]);
    const before = provider.fake.requests.size;
    provider.fake.faults.inject({ status: 503 });
    await expect(s.create(input())).rejects.toMatchObject({ httpStatus: 503 });
    expect(provider.fake.requests.size).toBe(before);
    expect(provider.fake.log.filter((l) => l.startsWith('POST'))).toHaveLength(2);
  });
});
