import { Module } from '@nestjs/common';
import { HEALTH_CHECKS, type HealthCheck } from '../../application/ports/health-check.port';
import { CheckHealthUseCase } from '../../application/use-cases/check-health.use-case';
import { HealthController } from './health.controller';

@Module({
  controllers: [HealthController],
  providers: [
    {
      provide: CheckHealthUseCase,
      useFactory: (checks: HealthCheck[]) => new CheckHealthUseCase(checks, () => process.uptime()),
      inject: [HEALTH_CHECKS],
    },
  ],
})
export class HealthModule {}
