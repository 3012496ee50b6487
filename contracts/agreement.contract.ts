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

/** GET /api/contracts/status: the artist's latest signature request. */
export interface AgreementStatusResponse {
  success: true;
  signatureId: string | null;
  status: SignatureStatus | null;
  signUrl: string | null;
  expiresAt: string | null;
  completedAt: string | null;
  hasSignedContract: boolean;
  signedPdfSha256: string | null;
}
