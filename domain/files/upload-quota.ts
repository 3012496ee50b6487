import { AUDIO_MAX_BYTES } from './audio-file';

// Upload quotas: how many files and bytes one form session and one address may reserve within the window.
export type UploadQuotaScope = 'session' | 'address';

export interface UploadAllowance {
  files: number;
  bytes: number;
}

export interface UploadUsage {
  files: number;
  bytes: number;
}

/**
 * Anonymous files that arrive before their form session (the spec's field order sends sessionId last) are staged
 * on their address's account until the session is read. A file whose session never comes keeps counting here for
 * the whole window, so a flood without sessions is refused before its body is stored once this is spent.
 */
export const UNCLAIMED_UPLOADS_PER_ADDRESS: UploadAllowance = { files: 5, bytes: 5 * AUDIO_MAX_BYTES };

/** True when one more file of `bytes` still fits the allowance. */
export function fitsAllowance(usage: UploadUsage, allowance: UploadAllowance, bytes: number): boolean {
  return usage.files + 1 <= allowance.files && usage.bytes + bytes <= allowance.bytes;
}

/** 429 text for a full quota, with the wait rounded up to whole minutes. */
export function uploadQuotaMessage(scope: UploadQuotaScope, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const whose = scope === 'session' ? 'this form' : 'your address';
  return `Upload limit reached for ${whose}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}
