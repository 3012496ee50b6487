import { Module } from '@nestjs/common';
import { HEALTH_CHECKS, type HealthCheck } from '../../application/ports/health-check.port';
import { JOB_ADMIN, type JobAdmin } from '../../application/ports/job-admin.port';
import { CheckHealthUseCase } from '../../application/use-cases/check-health.use-case';
import { HealthController } from './health.controller';

@Module({
  controllers: [HealthController],
  providers: [
    {
      provide: CheckHealthUseCase,
      useFactory: (checks: HealthCheck[], jobs: JobAdmin) => new CheckHealthUseCase(checks, () => process.uptime(), jobs),
      inject: [HEALTH_CHECKS, JOB_ADMIN],
    },
  ],
})
export class HealthModule {}
