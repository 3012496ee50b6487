import { randomUUID } from 'node:crypto';
import { Module } from '@nestjs/common';
import { RunFullSubmissionTestUseCase } from '../../application/use-cases/test-dashboard/run-full-submission-test.use-case';
import { withPorts } from '../infrastructure/with-ports';
import { TestDashboardController } from './test-dashboard.controller';

@Module({
  controllers: [TestDashboardController],
  providers: [
    withPorts(
      RunFullSubmissionTestUseCase,
      ['database', 'fileStorage', 'mediaInspector', 'musicCatalog', 'board', 'mailer', 'eSignature', 'config'],
      ({ config, ...p }) =>
        new RunFullSubmissionTestUseCase({ ...p, newId: randomUUID, publicUrl: config.publicUrl, mailerName: config.mailer.adapter }),
    ),
  ],
})
export class TestDashboardModule {}
