import type { SignatureStatus } from '../../domain/agreement';
import { AppError } from '../errors/app-error';

export interface SignatureRequestRecord {
  id: string;
  artistId: string;
  adapter: string;
  providerRequestId: string | null;
  status: SignatureStatus;
  signUrl: string | null;
  signerName: string;
  signerEmail: string;
  documentText: string;
  documentSha256: string;
  createdAt: Date;
  expiresAt: Date;
  completedAt: Date | null;
  signedName: string | null;
  signerIp: string | null;
  signerUserAgent: string | null;
  pdfKey: string | null;
  pdfSha256: string | null;
}

export interface SignatureEvidence {
  signedName: string;
  ip: string;
  userAgent: string;
  at: Date;
}

/** How a request ends. */
export type SignatureOutcome = 'signed' | 'declined' | 'expired';

/** The signed PDF as the row records it: a key in file storage, or (without file storage) the bytes themselves. */
export interface StoredSignedPdf {
  key: string | null;
  sha256: string;
  bytes: Buffer | null;
}

/** What `complete` records on a request, the same in every repository: absent evidence or PDF leaves nulls. */
export function completionOf(status: SignatureOutcome, evidence: SignatureEvidence | null, pdf?: StoredSignedPdf) {
  return {
    status,
    completedAt: evidence?.at ?? new Date(),
    signedName: evidence?.signedName ?? null,
    signerIp: evidence?.ip ?? null,
    signerUserAgent: evidence?.userAgent ?? null,
    pdfKey: pdf?.key ?? null,
    pdfSha256: pdf?.sha256 ?? null,
    pdfBytes: pdf?.bytes ?? null,
  };
}

export interface SignatureRequestRepository {
  /** Fails with SignatureInFlightError when the artist already has one awaiting signature. */
  create(
    record: Omit<
      SignatureRequestRecord,
      | 'id'
      | 'providerRequestId'
      | 'signUrl'
      | 'completedAt'
      | 'signedName'
      | 'signerIp'
      | 'signerUserAgent'
      | 'pdfKey'
      | 'pdfSha256'
      | 'status'
    >,
  ): Promise<{ id: string }>;
  attachProvider(id: string, providerRequestId: string, signUrl: string | null, signTokenHash: string | null): Promise<void>;
  find(id: string): Promise<SignatureRequestRecord | undefined>;
  findBySignTokenHash(hash: string): Promise<SignatureRequestRecord | undefined>;
  findByProviderRequestId(adapter: string, providerRequestId: string): Promise<SignatureRequestRecord | undefined>;
  latestForArtist(artistId: string): Promise<SignatureRequestRecord | undefined>;
  /** Marks every awaiting request past its expiry as expired; returns how many. */
  expireDue(artistId: string, now: Date): Promise<number>;
  /** Only from awaiting_signature; false when it was no longer awaiting. */
  complete(id: string, status: SignatureOutcome, evidence: SignatureEvidence | null, pdf?: StoredSignedPdf): Promise<boolean>;
  /** Records the PDF of a request signed at the provider, once; false when it is not signed or already has one. */
  attachPdf(id: string, pdf: StoredSignedPdf): Promise<boolean>;
  readPdf(id: string): Promise<Buffer | undefined>;
}
export const SIGNATURE_REQUEST_REPOSITORY = Symbol('SignatureRequestRepository');

export class SignatureInFlightError extends AppError {
  constructor() {
    super('conflict', 'A signature request is already awaiting signature');
  }
}
