import type { UploadAllowance, UploadQuotaScope, UploadUsage } from '../../domain/files/upload-quota';

/** One counter a reservation is charged to: the form session's or the address's. */
export interface QuotaAccount {
  scope: UploadQuotaScope;
  key: string;
  allowance: UploadAllowance;
}

export interface QuotaReservationRequest {
  /** The reservation's id: the upload's or the clip's own id, so it can be released or settled later. */
  id: string;
  accounts: readonly QuotaAccount[];
  bytes: number;
  now: Date;
  /** Reservations made before now − window no longer count. */
  windowSeconds: number;
}

export type QuotaReservationResult =
  { reserved: true } | { reserved: false; scope: UploadQuotaScope; usage: UploadUsage; oldestAt: Date | null };

/**
 * Upload reservations (files and clips) per form session and per address, in the database so every instance
 * counts the same. reserve() checks and records in one transaction under a lock per account: parallel
 * requests never reserve past an allowance.
 */
export interface UploadQuotaStore {
  reserve(request: QuotaReservationRequest): Promise<QuotaReservationResult>;
  /** The real size once the bytes are stored (the reservation may have been the limit or the declared size). */
  settle(id: string, bytes: number): Promise<void>;
  /** Frees a reservation whose upload was refused or failed. Idempotent. */
  release(id: string): Promise<void>;
  /** Forgets reservations made before the cutoff (they no longer count). */
  pruneBefore(cutoff: Date): Promise<number>;
}
export const UPLOAD_QUOTA_STORE = Symbol('UploadQuotaStore');
