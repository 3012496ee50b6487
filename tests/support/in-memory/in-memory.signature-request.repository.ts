import { randomUUID } from 'node:crypto';
import {
  completionOf,
  type SignatureEvidence,
  type SignatureOutcome,
  type StoredSignedPdf,
  SignatureInFlightError,
  type SignatureRequestRecord,
  type SignatureRequestRepository,
} from '../../../application/ports/signature-request.repository.port';

type NewRequest = Parameters<SignatureRequestRepository['create']>[0];

/** Signature requests in a Map, with the database's rules: one awaiting request per artist, completion only from awaiting. */
export class InMemorySignatureRequestRepository implements SignatureRequestRepository {
  readonly records = new Map<string, SignatureRequestRecord & { signTokenHash: string | null; pdfBytes: Buffer | null }>();

  async create(record: NewRequest): Promise<{ id: string }> {
    const inFlight = [...this.records.values()].some((r) => r.artistId === record.artistId && r.status === 'awaiting_signature');
    if (inFlight) throw new SignatureInFlightError();
    const id = randomUUID();
    this.records.set(id, {
      ...record,
      id,
      providerRequestId: null,
      signUrl: null,
      status: 'awaiting_signature',
      completedAt: null,
      signedName: null,
      signerIp: null,
      signerUserAgent: null,
      pdfKey: null,
      pdfSha256: null,
      signTokenHash: null,
      pdfBytes: null,
    });
    return { id };
  }

  async attachProvider(id: string, providerRequestId: string, signUrl: string | null, signTokenHash: string | null): Promise<void> {
    Object.assign(this.records.get(id)!, { providerRequestId, signUrl, signTokenHash });
  }

  async find(id: string): Promise<SignatureRequestRecord | undefined> {
    return this.copy(this.records.get(id));
  }

  async findBySignTokenHash(hash: string): Promise<SignatureRequestRecord | undefined> {
    return this.copy([...this.records.values()].find((r) => r.signTokenHash === hash));
  }

  async findByProviderRequestId(adapter: string, providerRequestId: string): Promise<SignatureRequestRecord | undefined> {
    return this.copy([...this.records.values()].find((r) => r.adapter === adapter && r.providerRequestId === providerRequestId));
  }

  async latestForArtist(artistId: string): Promise<SignatureRequestRecord | undefined> {
    const mine = [...this.records.values()].filter((r) => r.artistId === artistId);
    return this.copy(mine.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]);
  }

  async expireDue(artistId: string, now: Date): Promise<number> {
    const due = [...this.records.values()].filter(
      (r) => r.artistId === artistId && r.status === 'awaiting_signature' && r.expiresAt <= now,
    );
    for (const r of due) Object.assign(r, { status: 'expired', completedAt: now });
    return due.length;
  }

  async complete(id: string, status: SignatureOutcome, evidence: SignatureEvidence | null, pdf?: StoredSignedPdf): Promise<boolean> {
    const found = this.records.get(id);
    if (found?.status !== 'awaiting_signature') return false;
    Object.assign(found, completionOf(status, evidence, pdf));
    return true;
  }

  async attachPdf(id: string, pdf: StoredSignedPdf): Promise<boolean> {
    const found = this.records.get(id);
    if (found?.status !== 'signed' || found.pdfSha256 !== null) return false;
    Object.assign(found, { pdfKey: pdf.key, pdfSha256: pdf.sha256, pdfBytes: pdf.bytes });
    return true;
  }

  async readPdf(id: string): Promise<Buffer | undefined> {
    return this.records.get(id)?.pdfBytes ?? undefined;
  }

  private copy(found: (SignatureRequestRecord & { signTokenHash: string | null; pdfBytes: Buffer | null }) | undefined) {
    if (!found) return undefined;
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { signTokenHash, pdfBytes, ...record } = found;
    return { ...record };
  }
}
