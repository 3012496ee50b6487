import { Module } from '@nestjs/common';
import { HEALTH_CHECKS, type HealthCheck } from '../../application/ports/health-check.port';
import { JOB_ADMIN, type JobAdmin } from '../../application/ports/job-admin.port';
import { CheckHealthUseCase } from '../../application/use-cases/check-health.use-case';
import { HealthController } from './health.controller';

/** Provider probes answer every health call within this window; the job backlog is read on every call. */
const PROBE_REUSE_MS = 10_000;

@Module({
  controllers: [HealthController],
  providers: [
    {
      provide: CheckHealthUseCase,
      useFactory: (checks: HealthCheck[], jobs: JobAdmin) =>
        new CheckHealthUseCase({
          checks,
          uptimeSeconds: () => process.uptime(),
          jobs,
          policy: { reuseForMs: PROBE_REUSE_MS, nowMs: () => Date.now() },
        }),
      inject: [HEALTH_CHECKS, JOB_ADMIN],
    },
  ],
})
export class HealthModule {}
