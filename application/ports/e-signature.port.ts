import type { SigningClient } from '../../wire/agreement.wire';
import { AGREEMENT_OUTCOME_MESSAGES, type SignatureStatus } from '../../domain/agreement';
import { AppError } from '../errors/app-error';

export type { SigningClient };

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
  /** False when the link is never to be stored: derived again (signUrlFor) or fetched fresh (freshSignUrl). */
  storeSignUrl?: boolean;
}

/** A provider's event as its callback reported it, once its signature was checked. */
export interface SignatureEvent {
  type: string;
  /** The provider's request the event is about; null for events about no request (callback_test). */
  providerRequestId: string | null;
  /** When the provider says the event happened (covered by its signature). */
  occurredAt: Date;
}

/** Sends the artist agreement for signature (built-in signer, or Dropbox Sign). */
export interface ESignature {
  readonly adapterName: string;
  /** How the browser shows the signing page: the portal's own page in a popup, or the provider's embedded client. */
  readonly signingClient: SigningClient;
  create(input: SignatureRequestInput): Promise<CreatedSignatureRequest>;
  /** The link of an awaiting request that the adapter derives again without a remote call (built-in). */
  signUrlFor?(requestId: string): Promise<string>;
  /** A new short-lived link from the provider, asked for each time the artist opens signing. */
  freshSignUrl?(providerRequestId: string): Promise<string>;
  /** The provider's view of the request; undefined when this adapter keeps no state of its own (built-in). */
  status(providerRequestId: string): Promise<SignatureStatus | undefined>;
  /** The signed document as the provider keeps it (a PDF), for adapters where the provider signs. */
  signedPdf?(providerRequestId: string): Promise<Uint8Array>;
  /** Checks a callback's signature and reads it; throws InvalidSignatureEventError when forged or unreadable. */
  readEvent?(body: string): SignatureEvent;
}
export const E_SIGNATURE = Symbol('ESignature');

/** A provider callback whose event hash does not match (forged, or made with another key), or that cannot be read. */
export class InvalidSignatureEventError extends AppError {
  constructor(reason: 'hash' | 'unreadable') {
    super(reason === 'hash' ? 'unauthorized' : 'invalid', AGREEMENT_OUTCOME_MESSAGES.eventUnverified);
  }
}
