// spec: artist-portal §4 Signature status and agreement flow, §9.
export const SIGNATURE_STATUSES = ['awaiting_signature', 'signed', 'declined', 'expired'] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];

export const AGREEMENT_POLL_INTERVAL_MS = 5000;
export const AGREEMENT_MAX_POLLS = 30;

/** Signed, declined or expired: the request is finished. */
export function isFinalSignatureStatus(status: SignatureStatus): status is Exclude<SignatureStatus, 'awaiting_signature'> {
  return status !== 'awaiting_signature';
}

/** Poll again only while awaiting a signature and fewer than 30 polls have been made. */
export function shouldPollAgain(pollsMade: number, status: SignatureStatus): boolean {
  return status === 'awaiting_signature' && pollsMade < AGREEMENT_MAX_POLLS;
}
