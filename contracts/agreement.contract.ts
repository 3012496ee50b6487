import type { SignatureStatus } from '../domain/contract';

/** POST /api/contracts/create: the artist starts signing the agreement. */
export interface CreateAgreementRequest {
  artistId?: string;
  artistName?: string;
  artistEmail?: string;
}

export interface CreateAgreementResponse {
  success: true;
  signatureRequest: { id: string; signUrl: string | null; status: SignatureStatus; expiresAt: string };
  signatureId: string;
}

/** The artist's latest signature request. */
export interface AgreementStatus {
  signatureId: string | null;
  status: SignatureStatus | null;
  signUrl: string | null;
  expiresAt: string | null;
  completedAt: string | null;
  hasSignedContract: boolean;
  /** SHA-256 (hex) of the signed PDF as recorded at signing; the download must match it. */
  signedPdfSha256: string | null;
}

/** GET /api/contracts/status */
export interface AgreementStatusResponse extends AgreementStatus {
  success: true;
}
