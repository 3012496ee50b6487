import type { SignatureStatus } from '../domain/agreement';

/** POST /api/agreements/create: the artist starts signing the agreement. */
export interface CreateAgreementRequest {
  artistId?: string;
  artistName?: string;
  artistEmail?: string;
}

export interface CreateAgreementResponse {
  success: true;
  signatureRequest: { id: string; signUrl: string | null; status: SignatureStatus; expiresAt: string };
  signatureId: string;
  signing: SigningClient;
}

/** The artist's latest signature request. */
export interface AgreementStatus {
  signatureId: string | null;
  status: SignatureStatus | null;
  signUrl: string | null;
  expiresAt: string | null;
  completedAt: string | null;
  hasSignedAgreement: boolean;
  /** SHA-256 (hex) of the signed PDF as recorded at signing; the download must match it. */
  signedPdfSha256: string | null;
  signing: SigningClient;
}

/** GET /api/agreements/status */
export interface AgreementStatusResponse extends AgreementStatus {
  success: true;
}

/** How the web shows signing: the portal's own signer in a popup, or a provider's embedded client in the page. */
export type SigningClient = { mode: 'popup' } | { mode: 'embedded'; provider: 'dropbox-sign'; clientId: string; testMode: boolean };

/** POST /api/agreements/:id/sign-url: a sign link for this opening of the signer (providers' links are short-lived). */
export interface SignUrlResponse {
  success: true;
  signUrl: string;
  signing: SigningClient;
}
