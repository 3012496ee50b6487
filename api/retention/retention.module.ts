import { Module } from '@nestjs/common';
import { ApplyRetentionUseCase } from '../../application/use-cases/retention/apply-retention.use-case';
import { withPorts } from '../infrastructure/with-ports';

/** The privacy retention pass; JobsModule runs it as a durable job that schedules its next run (RETENTION_EVERY_HOURS). */
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
export class RetentionModule {}
