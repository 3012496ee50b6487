import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../../adapters/config';
import { CLOCK, type Clock } from '../../application/ports/clock.port';
import { JOB_HANDLERS, JOB_QUEUE, type JobHandlerRegistry, type JobQueue } from '../../application/ports/job-queue.port';
import { ApplyRetentionUseCase, RETENTION_JOB } from '../../application/use-cases/retention/apply-retention.use-case';
import { APP_CONFIG } from '../infrastructure/tokens';
import { withPorts } from '../infrastructure/with-ports';

/** Runs the privacy retention pass as a durable job that schedules its next run (RETENTION_EVERY_HOURS). */
@Module({
  providers: [
    withPorts(
      ApplyRetentionUseCase,
      ['retention', 'fileStorage', 'clock', 'config'],
      (p) =>
        new ApplyRetentionUseCase({
          repository: p.retention,
          storage: p.fileStorage,
          clock: p.clock,
          housekeeping: { ...p.config.retention, throttleWindowMinutes: p.config.auth.throttle.windowMinutes },
        }),
    ),
  ],
  exports: [ApplyRetentionUseCase],
})
export class RetentionModule implements OnApplicationBootstrap {
  constructor(
    @Inject(ApplyRetentionUseCase) private readonly retention: ApplyRetentionUseCase,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(JOB_HANDLERS) private readonly handlers: JobHandlerRegistry,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { queue, handlers, clock, config } = this;
    const every = config.retention.everyHours * 3_600_000;
    // One run per period however many instances start: the dedupe key names the period.
    const schedule = (at: Date) =>
      queue.enqueue({ kind: RETENTION_JOB, payload: {}, runAt: at, dedupeKey: `retention:${Math.floor(at.getTime() / every)}` });
    if (!handlers.kinds().includes(RETENTION_JOB)) {
      handlers.register(RETENTION_JOB, async () => {
        await this.retention.execute();
        await schedule(new Date(clock.now().getTime() + every));
      });
    }
    if (config.workerEnabled && config.retention.enabled) await schedule(clock.now());
  }
}
