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
