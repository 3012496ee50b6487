import type { SignatureStatus } from '../../domain/contract';

export interface SignatureRequestInput {
  /** Our signature_requests id (the provider keeps it as metadata). */
  requestId: string;
  signerName: string;
  signerEmail: string;
  title: string;
  /** The agreement text the built-in signer shows; providers use their own template. */
  documentText: string;
  expiresAt: Date;
}

export interface CreatedSignatureRequest {
  providerRequestId: string;
  signUrl: string;
  /** Set by an adapter that hosts the signing page itself: the SHA-256 of the secret in signUrl. */
  signTokenHash?: string;
  /** False when the link holds a secret the adapter can derive again (signUrlFor): it is then never stored. */
  storeSignUrl?: boolean;
}

/** Sends the artist agreement for signature (built-in signer, or Dropbox Sign). */
export interface ESignature {
  readonly adapterName: string;
  create(input: SignatureRequestInput): Promise<CreatedSignatureRequest>;
  /** The signing link of an awaiting request whose link was not stored (see CreatedSignatureRequest.storeSignUrl). */
  signUrlFor?(requestId: string): Promise<string>;
  /** The provider's view of the request; undefined when this adapter keeps no state of its own (built-in). */
  status(providerRequestId: string): Promise<SignatureStatus | undefined>;
}
export const E_SIGNATURE = Symbol('ESignature');
