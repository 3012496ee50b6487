import { UNCLAIMED_UPLOADS_PER_ADDRESS, type UploadAllowance, uploadQuotaMessage } from '../../../domain/files/upload-quota';
import { UPLOAD_SERVER_MESSAGES } from '../../../domain/files/upload.messages';
import type { Clock } from '../../ports/clock.port';
import type { QuotaAccount, UploadQuotaStore } from '../../ports/upload-quota.port';
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
  constructor(private readonly deps: { store: UploadQuotaStore; clock: Clock; policy: UploadQuotaPolicy }) {}

  async reserve(id: string, owner: QuotaOwner, bytes: number): Promise<void> {
    const session = { scope: 'session', key: `session:${owner.sessionId}`, allowance: this.deps.policy.perSession } as const;
    await this.charge(id, session, owner.address, bytes, uploadQuotaMessage);
  }

  /** An anonymous file whose form session has not arrived yet: charged to its address's unclaimed allowance. */
  async reserveUnclaimed(id: string, address: string, bytes: number): Promise<void> {
    const unclaimed = { scope: 'session', key: `unclaimed:${address}`, allowance: UNCLAIMED_UPLOADS_PER_ADDRESS } as const;
    await this.charge(id, unclaimed, address, bytes, (scope, seconds) =>
      scope === 'session'
        ? UPLOAD_SERVER_MESSAGES.tooManyUnclaimed(Math.max(1, Math.ceil(seconds / 60)))
        : uploadQuotaMessage(scope, seconds),
    );
  }

  private async charge(id: string, first: QuotaAccount, address: string, bytes: number, message: typeof uploadQuotaMessage): Promise<void> {
    const now = this.deps.clock.now();
    const result = await this.deps.store.reserve({
      id,
      bytes,
      now,
      windowSeconds: this.deps.policy.windowSeconds,
      accounts: [first, { scope: 'address', key: `address:${address}`, allowance: this.deps.policy.perAddress }],
    });
    if (result.reserved) return;
    const freedAt = (result.oldestAt ?? now).getTime() + this.deps.policy.windowSeconds * 1000;
    const retryAfterSeconds = Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
    throw new UploadError('too_many_requests', message(result.scope, retryAfterSeconds), retryAfterSeconds);
  }

  settle(id: string, bytes: number): Promise<void> {
    return this.deps.store.settle(id, bytes);
  }

  release(id: string): Promise<void> {
    return this.deps.store.release(id);
  }

  /** Reservations older than the window no longer count; the clean-up job forgets them. */
  prune(): Promise<number> {
    return this.deps.store.pruneBefore(new Date(this.deps.clock.now().getTime() - this.deps.policy.windowSeconds * 1000));
  }
}
