import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../../adapters/config';
import { CLOCK, type Clock } from '../../application/ports/clock.port';
import { JOB_HANDLERS, JOB_QUEUE, type JobHandlerRegistry, type JobQueue } from '../../application/ports/job-queue.port';
import { BuildDashboardUseCase } from '../../application/use-cases/monitoring/build-dashboard.use-case';
import { RecordMonitoringUseCase } from '../../application/use-cases/monitoring/record-monitoring.use-case';
import { APP_CONFIG } from '../infrastructure/tokens';
import { withPorts } from '../infrastructure/with-ports';
import { RateLimitGuard } from '../public-flow/rate-limit.guard';
import { MonitoringController } from './monitoring.controller';

export const MONITORING_PRUNE_JOB = 'monitoring.prune';
const DAY = 86_400_000;

@Module({
  controllers: [MonitoringController],
  providers: [
    RateLimitGuard,
    withPorts(RecordMonitoringUseCase, ['monitoring', 'clock'], (p) => new RecordMonitoringUseCase(p.monitoring, p.clock)),
    withPorts(
      BuildDashboardUseCase,
      ['monitoring', 'healthChecks', 'clock'],
      (p) => new BuildDashboardUseCase(p.monitoring, p.healthChecks, p.clock, () => process.uptime()),
    ),
  ],
})
export class MonitoringModule implements OnApplicationBootstrap {
  constructor(
    @Inject(BuildDashboardUseCase) private readonly dashboard: BuildDashboardUseCase,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(JOB_HANDLERS) private readonly handlers: JobHandlerRegistry,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Retention pruning (analytics 2 years) as a daily durable job that schedules its next run. */
  async onApplicationBootstrap(): Promise<void> {
    const { queue, handlers, clock } = this;
    const schedule = (at: Date) =>
      queue.enqueue({ kind: MONITORING_PRUNE_JOB, payload: {}, runAt: at, dedupeKey: `prune:${at.toISOString().slice(0, 10)}` });
    if (!handlers.kinds().includes(MONITORING_PRUNE_JOB)) {
      handlers.register(MONITORING_PRUNE_JOB, async () => {
        await this.dashboard.prune();
        await schedule(new Date(clock.now().getTime() + DAY));
      });
    }
    if (this.config.workerEnabled) await schedule(clock.now());
  }
}
