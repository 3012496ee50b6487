import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type { Infrastructure } from '../../adapters/registry';
import { DrizzleRetentionRepository } from '../../adapters/persistence/repositories/drizzle.retention.repository';
import { ApplyRetentionUseCase, RETENTION_JOB } from '../../application/use-cases/retention/apply-retention.use-case';
import { INFRASTRUCTURE } from '../infrastructure/tokens';

/** Runs the privacy retention pass as a durable job that schedules its next run (RETENTION_EVERY_HOURS). */
@Module({
  providers: [
    {
      provide: ApplyRetentionUseCase,
      inject: [INFRASTRUCTURE],
      useFactory: (i: Infrastructure) =>
        new ApplyRetentionUseCase({
          repository: new DrizzleRetentionRepository(i.database.db),
          storage: i.fileStorage,
          clock: i.clock,
          housekeeping: { ...i.config.retention, throttleWindowMinutes: i.config.auth.throttle.windowMinutes },
        }),
    },
  ],
  exports: [ApplyRetentionUseCase],
})
export class RetentionModule implements OnApplicationBootstrap {
  constructor(
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
    @Inject(ApplyRetentionUseCase) private readonly retention: ApplyRetentionUseCase,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { jobs, clock, config } = this.infrastructure;
    const every = config.retention.everyHours * 3_600_000;
    // One run per period however many instances start: the dedupe key names the period.
    const schedule = (at: Date) =>
      jobs.queue.enqueue({ kind: RETENTION_JOB, payload: {}, runAt: at, dedupeKey: `retention:${Math.floor(at.getTime() / every)}` });
    if (!jobs.handlers.kinds().includes(RETENTION_JOB)) {
      jobs.handlers.register(RETENTION_JOB, async () => {
        await this.retention.execute();
        await schedule(new Date(clock.now().getTime() + every));
      });
    }
    if (config.workerEnabled && config.retention.enabled) await schedule(clock.now());
  }
}
