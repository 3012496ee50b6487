import { createHash } from 'node:crypto';
import {
  type CreatedSignatureRequest,
  type ESignature,
  InvalidSignatureEventError,
  type SignatureEvent,
} from '../../../application/ports/e-signature.port';
import { AgreementCompletion } from '../../../application/use-cases/agreements/agreement-completion';
import { AgreementStatusUseCase } from '../../../application/use-cases/agreements/agreement-status.use-case';
import { ProviderCompletion, SETTLE_JOB } from '../../../application/use-cases/agreements/provider-completion';
import { ReceiveSignatureEventUseCase } from '../../../application/use-cases/agreements/receive-signature-event.use-case';
import type { SignatureStatus } from '../../../domain/agreement';
import type { RateLimiter } from '../../../application/ports/security.port';
import { SIGNATURE_EVENT_MAX_AGE_MINUTES, SIGNATURE_EVENT_MESSAGES } from '../../../domain/agreement';
import { ManualClock } from '../../fakes/manual.clock';
import { anArtistProfile, InMemoryArtistProfileRepository } from '../../support/in-memory/in-memory.artist-profile.repository';
import { InMemorySignatureRequestRepository } from '../../support/in-memory/in-memory.signature-request.repository';

const sha256 = (content: string | Uint8Array) => createHash('sha256').update(content).digest('hex');
const PDF = Buffer.from('%PDF-1.7 signed at the provider');
const NOW = '2030-01-02T00:00:00Z';

/** Fixed-window counters in memory, as the database's rate limiter keeps them. */
function rateLimiterOn(clock: ManualClock): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    async hit(bucket, subject, limit, windowSeconds) {
      const now = clock.now().getTime();
      const key = `${bucket}:${subject}`;
      const current = windows.get(key);
      const window = current && now - current.startedAt < windowSeconds * 1000 ? current : { startedAt: now, count: 0 };
      window.count += 1;
      windows.set(key, window);
      const retryAfterSeconds = Math.ceil((window.startedAt + windowSeconds * 1000 - now) / 1000);
      return { allowed: window.count <= limit, retryAfterSeconds };
    },
  };
}

/** A provider whose status, PDF and events the test sets; an event body is 'type:requestId', 'forged' when forged. */
class ScriptedProvider implements ESignature {
  readonly adapterName = 'scripted';
  readonly signingClient = { mode: 'embedded', provider: 'dropbox-sign', clientId: 'c', testMode: true } as const;
  remote: SignatureStatus = 'awaiting_signature';
  pdfFailures = 0;
  down = false;
  reads = 0;
  async create(): Promise<CreatedSignatureRequest> {
    return { providerRequestId: 'p-1', signUrl: 'https://provider.test/sign', storeSignUrl: false };
  }
  async status(): Promise<SignatureStatus> {
    this.reads += 1;
    if (this.down) throw new Error('provider down');
    return this.remote;
  }
  async signedPdf(): Promise<Uint8Array> {
    if (this.pdfFailures-- > 0) throw new Error('409 files still being processed');
    return PDF;
  }
  /** 'type:requestId', or 'type:requestId@<ISO time>' for an event of another time than the clock's. */
  readEvent(body: string): SignatureEvent {
    if (body === 'forged') throw new InvalidSignatureEventError('hash');
    const [event, at] = body.split('@');
    const [type, providerRequestId] = event.split(':');
    return { type, providerRequestId: providerRequestId || null, occurredAt: new Date(at ?? NOW) };
  }
}

async function setUp() {
  const profiles = new InMemoryArtistProfileRepository();
  const requests = new InMemorySignatureRequestRepository();
  const provider = new ScriptedProvider();
  const enqueued: { kind: string; payload: unknown; dedupeKey?: string }[] = [];
  const jobs = {
    enqueue: async (job: { kind: string; payload: unknown; dedupeKey?: string }) => (enqueued.push(job), { id: 'j', deduplicated: false }),
  };
  const documents = { sha256, renderSigned: async () => ({ bytes: Buffer.from('%PDF ours'), sha256: sha256('%PDF ours') }) };
  const completion = new AgreementCompletion({ profiles, requests, documents, unitOfWork: { run: (work) => work() } });
  const providerCompletion = new ProviderCompletion({ requests, eSignature: provider, completion, jobs });
  const artist = profiles.add(anArtistProfile());
  const { id } = await requests.create({
    artistId: artist.artistId,
    adapter: 'scripted',
    signerName: 'Ada',
    signerEmail: 'ada@example.com',
    documentText: 'text',
    documentSha256: sha256('text'),
    createdAt: new Date('2030-01-01T00:00:00Z'),
    expiresAt: new Date('2030-01-04T00:00:00Z'),
  });
  await requests.attachProvider(id, 'p-1', null, null);
  const clock = new ManualClock(NOW);
  const receive = new ReceiveSignatureEventUseCase({
    eSignature: provider,
    requests,
    providerCompletion,
    // No split sheet was signed through the provider here.
    splitSignatures: { settle: () => Promise.resolve(false) },
    clock,
    rateLimiter: rateLimiterOn(clock),
  });
  const status = new AgreementStatusUseCase({
    profiles,
    requests,
    eSignature: provider,
    providerCompletion,
    clock: new ManualClock('2030-01-02T00:00:00Z'),
  });
  return { requests, profiles, provider, enqueued, providerCompletion, receive, status, id, artist, clock };
}

describe("a provider's callback and its signed PDF", () => {
  it('refuses a forged event and changes nothing; a valid one signs the request with the provider’s PDF', async () => {
    const { receive, provider, requests, id, profiles, artist } = await setUp();
    provider.remote = 'signed';
    await expect(receive.execute('forged')).rejects.toMatchObject({ code: 'unauthorized' });
    expect((await requests.find(id))?.status).toBe('awaiting_signature');
    await receive.execute('signature_request_all_signed:p-1');
    expect(await requests.find(id)).toMatchObject({ status: 'signed', pdfSha256: sha256(PDF) });
    expect(await requests.readPdf(id)).toEqual(PDF);
    expect((await profiles.find(artist.artistId))?.hasSignedAgreement).toBe(true);
    await receive.execute('signature_request_all_signed:p-1'); // a repeat finds the work done
    expect(await requests.find(id)).toMatchObject({ status: 'signed', pdfSha256: sha256(PDF) });
  });

  it('takes the provider’s word, not the event’s: an event while the provider still says awaiting changes nothing', async () => {
    const { receive, requests, id } = await setUp();
    await receive.execute('signature_request_all_signed:p-1');
    await receive.execute('callback_test:');
    await receive.execute('signature_request_all_signed:someone-elses');
    expect((await requests.find(id))?.status).toBe('awaiting_signature');
  });

  it('marks it signed when the PDF is not ready, and the durable job fetches the PDF once the provider gives it', async () => {
    const { receive, provider, requests, enqueued, providerCompletion, id } = await setUp();
    provider.remote = 'signed';
    provider.pdfFailures = 2;
    await receive.execute('signature_request_all_signed:p-1');
    expect(await requests.find(id)).toMatchObject({ status: 'signed', pdfSha256: null });
    expect(enqueued).toEqual([{ kind: SETTLE_JOB, payload: { requestId: id }, dedupeKey: id }]);
    await expect(providerCompletion.runJob(id)).rejects.toThrow('409');
    await providerCompletion.runJob(id);
    expect((await requests.find(id))?.pdfSha256).toBe(sha256(PDF));
  });

  it('leaves an event to the durable job while the provider cannot be read back, and polling answers from our row', async () => {
    const { receive, provider, requests, enqueued, providerCompletion, status, id, artist } = await setUp();
    provider.down = true;
    await receive.execute('signature_request_declined:p-1');
    expect(enqueued).toHaveLength(1);
    expect((await status.execute(artist.artistId)).status).toBe('awaiting_signature');
    provider.down = false;
    provider.remote = 'declined';
    await providerCompletion.runJob(id);
    expect((await requests.find(id))?.status).toBe('declined');
  });

  it('refuses a captured event replayed after the provider stops sending it, or dated in the future, before any read', async () => {
    const { receive, provider } = await setUp();
    const minutesAgo = (minutes: number) => new Date(new Date(NOW).getTime() - minutes * 60_000).toISOString();
    for (const at of [minutesAgo(SIGNATURE_EVENT_MAX_AGE_MINUTES + 1), minutesAgo(-10)]) {
      await expect(receive.execute(`signature_request_signed:p-1@${at}`)).rejects.toThrow(SIGNATURE_EVENT_MESSAGES.outsideWindow);
    }
    expect(provider.reads).toBe(0);
    // The provider's last retry comes 30 h 20 min after the event: still taken.
    await receive.execute(`signature_request_signed:p-1@${minutesAgo(30 * 60 + 20)}`);
    expect(provider.reads).toBe(1);
  });

  it('reads the provider once a minute however often an event is replayed, leaving the rest to the one durable job', async () => {
    const { receive, provider, enqueued, clock, id } = await setUp();
    await Promise.all(Array.from({ length: 20 }, () => receive.execute('signature_request_signed:p-1')));
    expect(provider.reads).toBe(1);
    expect(new Set(enqueued.map((job) => job.dedupeKey))).toEqual(new Set([id]));
    clock.advance(61_000);
    await receive.execute('signature_request_signed:p-1');
    expect(provider.reads).toBe(2);
  });
});
