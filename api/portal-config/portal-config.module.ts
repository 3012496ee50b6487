import { Module } from '@nestjs/common';
import { SETTINGS_REPOSITORY, type SettingsRepository } from '../../application/ports/settings.repository.port';
import { SubmissionModeUseCase } from '../../application/use-cases/submission-mode.use-case';
import { PortalConfigController } from './portal-config.controller';

@Module({
  controllers: [PortalConfigController],
  providers: [
    {
      provide: SubmissionModeUseCase,
      useFactory: (settings: SettingsRepository) => new SubmissionModeUseCase({ settings }),
      inject: [SETTINGS_REPOSITORY],
    },
  ],
  exports: [SubmissionModeUseCase],
})
export class PortalConfigModule {}
