import { retentionCutoffs } from '../../../domain/shared';
import type { Clock } from '../../ports/clock.port';
import type { FileStorage } from '../../ports/file-storage.port';
import type { RetentionReport, RetentionRepository } from '../../ports/retention.repository.port';

export const RETENTION_JOB = 'privacy.retention';

export interface HousekeepingPolicy {
  mailOutboxDays: number;
  endedSessionDays: number;
  /** The sign-in throttle window: a counter whose window ended long ago counts nothing any more. */
  throttleWindowMinutes: number;
}

const DAY_MS = 86_400_000;

/**
 * The privacy policy's retention periods (account data, submissions, music files; analytics are pruned by
 * the monitoring job) and the housekeeping of mails, sessions and throttle counters, in one pass.
 */
export class ApplyRetentionUseCase {
  constructor(
    private readonly deps: { repository: RetentionRepository; storage: FileStorage; clock: Clock; housekeeping: HousekeepingPolicy },
  ) {}

  async execute(): Promise<RetentionReport> {
    const now = this.deps.clock.now();
    const { mailOutboxDays, endedSessionDays, throttleWindowMinutes } = this.deps.housekeeping;
    const report = await this.deps.repository.apply(retentionCutoffs(now), {
      mailWrittenBefore: new Date(now.getTime() - mailOutboxDays * DAY_MS),
      sessionsEndedBefore: new Date(now.getTime() - endedSessionDays * DAY_MS),
      throttleWindowsStartedBefore: new Date(now.getTime() - Math.max(throttleWindowMinutes * 60_000, DAY_MS)),
    });
    for (const key of report.pictureKeys) await this.deps.storage.delete(key);
    return report;
  }
}
