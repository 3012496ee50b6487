import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { BuildDashboardUseCase } from '../../application/use-cases/monitoring/build-dashboard.use-case';
import { RecordMonitoringUseCase } from '../../application/use-cases/monitoring/record-monitoring.use-case';
import type { Infrastructure } from '../../adapters/registry';
import { INFRASTRUCTURE } from '../infrastructure/tokens';
import { RateLimitGuard } from '../public-flow/rate-limit.guard';
import { MonitoringController } from './monitoring.controller';

export const MONITORING_PRUNE_JOB = 'monitoring.prune';
const DAY = 86_400_000;

@Module({
  controllers: [MonitoringController],
  providers: [
    RateLimitGuard,
    {
      provide: RecordMonitoringUseCase,
      inject: [INFRASTRUCTURE],
      useFactory: (i: Infrastructure) => new RecordMonitoringUseCase(i.monitoring, i.clock),
    },
    {
      provide: BuildDashboardUseCase,
      inject: [INFRASTRUCTURE],
      useFactory: (i: Infrastructure) => new BuildDashboardUseCase(i.monitoring, i.healthChecks, i.clock, () => process.uptime()),
    },
  ],
})
export class MonitoringModule implements OnApplicationBootstrap {
  constructor(
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
    @Inject(BuildDashboardUseCase) private readonly dashboard: BuildDashboardUseCase,
  ) {}

  /** Retention pruning (analytics 2 years) as a daily durable job that schedules its next run. */
  async onApplicationBootstrap(): Promise<void> {
    const { jobs, clock, config } = this.infrastructure;
    const schedule = (at: Date) =>
      jobs.queue.enqueue({ kind: MONITORING_PRUNE_JOB, payload: {}, runAt: at, dedupeKey: `prune:${at.toISOString().slice(0, 10)}` });
    if (!jobs.handlers.kinds().includes(MONITORING_PRUNE_JOB)) {
      jobs.handlers.register(MONITORING_PRUNE_JOB, async () => {
        await this.dashboard.prune();
        await schedule(new Date(clock.now().getTime() + DAY));
      });
    }
    if (config.workerEnabled) await schedule(clock.now());
  }
}
