import { createHash } from 'node:crypto';
import type { CreatedSignatureRequest, ESignature, SignatureRequestInput } from '../../../application/ports/e-signature.port';
import { AgreementCompletion } from '../../../application/use-cases/agreements/agreement-completion';
import { AgreementStatusUseCase } from '../../../application/use-cases/agreements/agreement-status.use-case';
import { ProviderCompletion } from '../../../application/use-cases/agreements/provider-completion';
import {
  AgreementAlreadySignedError,
  AgreementForbiddenError,
  AgreementInFlightError,
  SigningInputError,
  SigningLinkError,
} from '../../../application/use-cases/agreements/agreements.errors';
import { RequestAgreementUseCase } from '../../../application/use-cases/agreements/request-agreement.use-case';
import { SignAgreementUseCase } from '../../../application/use-cases/agreements/sign-agreement.use-case';
import { SignedAgreementPdfUseCase } from '../../../application/use-cases/agreements/signed-agreement-pdf.use-case';
import type { SignatureStatus } from '../../../domain/agreement';
import { ManualClock } from '../../fakes/manual.clock';
import { anArtistProfile, InMemoryArtistProfileRepository } from '../../support/in-memory/in-memory.artist-profile.repository';
import { InMemorySignatureRequestRepository } from '../../support/in-memory/in-memory.signature-request.repository';
import { SequentialOpaqueTokens } from '../../support/in-memory/sequential.opaque-tokens';

const HOUR = 3_600_000;
const sha256 = (content: string | Uint8Array) => createHash('sha256').update(content).digest('hex');

/** A signer that hosts its page like the built-in one (a token whose hash we keep), or answers a status like a provider. */
class RecordingSigner implements ESignature {
  readonly adapterName = 'recording';
  readonly signingClient = { mode: 'popup' } as const;
  readonly sent: SignatureRequestInput[] = [];
  readonly remote = new Map<string, SignatureStatus>();
  failNext = false;

  constructor(private readonly tokens: SequentialOpaqueTokens) {}

  async create(input: SignatureRequestInput): Promise<CreatedSignatureRequest> {
    if (this.failNext) throw new Error('signer down');
    this.sent.push(input);
    const token = this.tokens.generate();
    return { providerRequestId: `p-${input.requestId}`, signUrl: `/sign/${token}`, signTokenHash: this.tokens.digest(token) };
  }

  async status(providerRequestId: string): Promise<SignatureStatus | undefined> {
    return this.remote.get(providerRequestId);
  }
}

function setUp() {
  const clock = new ManualClock('2030-03-01T09:00:00Z');
  const tokens = new SequentialOpaqueTokens();
  const profiles = new InMemoryArtistProfileRepository();
  const requests = new InMemorySignatureRequestRepository();
  const signer = new RecordingSigner(tokens);
  const documents = {
    sha256,
    renderSigned: async (input: { signedName: string }) => {
      const bytes = Buffer.from(`%PDF signed by ${input.signedName}`);
      return { bytes, sha256: sha256(bytes) };
    },
  };
  const unitOfWork = { run: <T>(work: () => Promise<T>) => work() };
  const completion = new AgreementCompletion({ profiles, requests, documents, unitOfWork });
  const artist = profiles.add(anArtistProfile());
  const jobs = { enqueue: async () => ({ id: 'job', deduplicated: false }) };
  const providerCompletion = new ProviderCompletion({ requests, eSignature: signer, completion, jobs });
  return {
    clock,
    profiles,
    requests,
    signer,
    artist,
    request: new RequestAgreementUseCase({ profiles, requests, eSignature: signer, documents, clock, signLinkHours: 72 }),
    status: new AgreementStatusUseCase({ profiles, requests, eSignature: signer, providerCompletion, clock }),
    signing: new SignAgreementUseCase({ requests, tokens, completion, clock }),
    pdf: new SignedAgreementPdfUseCase({ requests, documents }),
  };
}

const tokenOf = (signUrl: string | null) => (signUrl ?? '').replace('/sign/', '');
const signer = { ip: '203.0.113.9', userAgent: 'Firefox' };

describe('the artist agreement, without Nest or a database', () => {
  it('writes the request first, then sends the agreement text with the legal name; one request in flight', async () => {
    const { request, artist, signer: esign, clock } = setUp();
    const created = await request.execute(artist.artistId, { artistEmail: 'ADA@example.com ' });
    expect(created).toMatchObject({ status: 'awaiting_signature', signerName: 'Ada Lovelace', providerRequestId: `p-${created.id}` });
    expect(created.expiresAt.getTime()).toBe(clock.now().getTime() + 72 * HOUR);
    expect(esign.sent[0].documentText).toContain('Ada Lovelace');
    await expect(request.execute(artist.artistId, {})).rejects.toBeInstanceOf(AgreementInFlightError);
  });

  it("refuses claims of another artist's id or email", async () => {
    const { request, artist } = setUp();
    await expect(request.execute(artist.artistId, { artistId: 'AR-OTHER' })).rejects.toBeInstanceOf(AgreementForbiddenError);
    await expect(request.execute(artist.artistId, { artistEmail: 'eve@example.com' })).rejects.toBeInstanceOf(AgreementForbiddenError);
    await expect(request.execute('unknown', {})).rejects.toBeInstanceOf(AgreementForbiddenError);
  });

  it('lets the next attempt through when the signer could not be reached', async () => {
    const { request, artist, signer: esign, requests } = setUp();
    esign.failNext = true;
    await expect(request.execute(artist.artistId, {})).rejects.toThrow('signer down');
    expect([...requests.records.values()].map((r) => r.status)).toEqual(['expired']);
    esign.failNext = false;
    await expect(request.execute(artist.artistId, {})).resolves.toMatchObject({ status: 'awaiting_signature' });
  });

  it('signs with the exact name and consent, marks the profile, and serves the PDF only to its artist', async () => {
    const { request, signing, status, pdf, artist, profiles } = setUp();
    const created = await request.execute(artist.artistId, {});
    const token = tokenOf(created.signUrl);
    const form = { ...signer, fullName: 'Ada  Lovelace', consent: true, documentSha256: created.documentSha256 };
    await expect(signing.sign(token, { ...form, fullName: 'Eve' })).rejects.toBeInstanceOf(SigningInputError);
    await expect(signing.sign(token, { ...form, consent: false })).rejects.toBeInstanceOf(SigningInputError);
    await expect(signing.sign(token, { ...form, documentSha256: 'changed' })).rejects.toBeInstanceOf(SigningInputError);
    await expect(signing.sign(token, form)).resolves.toMatchObject({ status: 'signed', signedName: 'Ada Lovelace' });
    expect((await profiles.find(artist.artistId))?.hasSignedAgreement).toBe(true);
    const seen = await status.execute(artist.artistId);
    expect(seen).toMatchObject({ signatureId: created.id, status: 'signed', signUrl: null, hasSignedAgreement: true });
    expect((await pdf.execute(artist.artistId, created.id))?.toString()).toBe('%PDF signed by Ada Lovelace');
    expect(await pdf.execute('someone-else', created.id)).toBeUndefined();
    await expect(signing.open(token)).rejects.toBeInstanceOf(SigningLinkError);
    await expect(request.execute(artist.artistId, {})).rejects.toBeInstanceOf(AgreementAlreadySignedError);
  });

  it('refuses an expired link (and expires the request), an unknown one, and a declined one', async () => {
    const { request, signing, clock, artist, requests } = setUp();
    const created = await request.execute(artist.artistId, {});
    clock.advance(73 * HOUR);
    await expect(signing.open(tokenOf(created.signUrl))).rejects.toMatchObject({ code: 'gone' });
    expect((await requests.find(created.id))?.status).toBe('expired');
    await expect(signing.open('token-unknown')).rejects.toMatchObject({ code: 'not_found' });
    const next = await request.execute(artist.artistId, {});
    await signing.decline(tokenOf(next.signUrl), signer);
    await expect(signing.open(tokenOf(next.signUrl))).rejects.toMatchObject({ code: 'conflict' });
  });

  it("finishes a request the provider reports signed when the artist's page polls", async () => {
    const { request, status, signer: esign, artist } = setUp();
    const created = await request.execute(artist.artistId, {});
    expect(await status.execute(artist.artistId)).toMatchObject({ status: 'awaiting_signature', signUrl: created.signUrl });
    esign.remote.set(`p-${created.id}`, 'declined');
    expect(await status.execute(artist.artistId)).toMatchObject({ status: 'declined', hasSignedAgreement: false });
  });
});
