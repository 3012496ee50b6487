import { type UploadAllowance, uploadQuotaMessage } from '../../../domain/files/upload-quota';
import type { Clock } from '../../ports/clock.port';
import type { UploadQuotaStore } from '../../ports/upload-quota.port';
import { UploadError } from './upload-error';

export interface UploadQuotaPolicy {
  windowSeconds: number;
  perSession: UploadAllowance;
  perAddress: UploadAllowance;
}

/** Whose upload it is: the form session (or signed-in artist) and the client's address. */
export interface QuotaOwner {
  sessionId: string;
  address: string;
}

/**
 * Every way bytes reach storage (standard and direct uploads, social clips, a future resumable path) reserves
 * here first, before any byte is written; a refusal is UploadError 'quota' with its Retry-After.
 */
export class UploadQuota {
  constructor(
    private readonly store: UploadQuotaStore,
    private readonly clock: Clock,
    private readonly policy: UploadQuotaPolicy,
  ) {}

  async reserve(id: string, owner: QuotaOwner, bytes: number): Promise<void> {
    const now = this.clock.now();
    const result = await this.store.reserve({
      id,
      bytes,
      now,
      windowSeconds: this.policy.windowSeconds,
      accounts: [
        { scope: 'session', key: `session:${owner.sessionId}`, allowance: this.policy.perSession },
        { scope: 'address', key: `address:${owner.address}`, allowance: this.policy.perAddress },
      ],
    });
    if (result.reserved) return;
    const freedAt = (result.oldestAt ?? now).getTime() + this.policy.windowSeconds * 1000;
    const retryAfterSeconds = Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
    throw new UploadError('too_many_requests', uploadQuotaMessage(result.scope, retryAfterSeconds), retryAfterSeconds);
  }

  settle(id: string, bytes: number): Promise<void> {
    return this.store.settle(id, bytes);
  }

  release(id: string): Promise<void> {
    return this.store.release(id);
  }

  /** Reservations older than the window no longer count; the clean-up job forgets them. */
  prune(): Promise<number> {
    return this.store.pruneBefore(new Date(this.clock.now().getTime() - this.policy.windowSeconds * 1000));
  }
}
