import { Module } from '@nestjs/common';
import { BuildDashboardUseCase } from '../../application/use-cases/monitoring/build-dashboard.use-case';
import { RecordMonitoringUseCase } from '../../application/use-cases/monitoring/record-monitoring.use-case';
import { constructWith } from '../infrastructure/construct-with';
import { withPorts } from '../infrastructure/with-ports';
import { RateLimitGuard } from '../public-flow/rate-limit.guard';
import { MonitoringController } from './monitoring.controller';

@Module({
  controllers: [MonitoringController],
  providers: [
    RateLimitGuard,
    constructWith(RecordMonitoringUseCase, { repository: 'monitoring', clock: 'clock' }),
    withPorts(
      BuildDashboardUseCase,
      ['monitoring', 'healthChecks', 'clock'],
      (p) =>
        new BuildDashboardUseCase({
          repository: p.monitoring,
          healthChecks: p.healthChecks,
          clock: p.clock,
          uptimeSeconds: () => process.uptime(),
        }),
    ),
  ],
  exports: [BuildDashboardUseCase],
})
export class MonitoringModule {}
