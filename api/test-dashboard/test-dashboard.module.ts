import { randomUUID } from 'node:crypto';
import { Module } from '@nestjs/common';
import { CreateBoardTestItemUseCase } from '../../application/use-cases/board/create-board-test-item.use-case';
import { CheckAdaptersUseCase } from '../../application/use-cases/test-dashboard/check-adapters.use-case';
import { InspectBoardUseCase } from '../../application/use-cases/test-dashboard/inspect-board.use-case';
import { RunFullSubmissionTestUseCase } from '../../application/use-cases/test-dashboard/run-full-submission-test.use-case';
import { StorageAuthorisationUseCase } from '../../application/use-cases/test-dashboard/storage-authorisation.use-case';
import { constructWith } from '../infrastructure/construct-with';
import { withPorts } from '../infrastructure/with-ports';
import { TestDashboardController } from './test-dashboard.controller';

@Module({
  controllers: [TestDashboardController],
  providers: [
    withPorts(
      RunFullSubmissionTestUseCase,
      ['database', 'fileStorage', 'mediaInspector', 'musicCatalogue', 'board', 'mailer', 'eSignature', 'config'],
      ({ config, ...p }) =>
        new RunFullSubmissionTestUseCase({ ...p, newId: randomUUID, publicUrl: config.publicUrl, mailerName: config.mailer.adapter }),
    ),
    constructWith(CheckAdaptersUseCase, { checks: 'healthChecks' }),
    constructWith(InspectBoardUseCase, { board: 'board' }),
    withPorts(CreateBoardTestItemUseCase, ['board'], (p) => new CreateBoardTestItemUseCase({ board: p.board, newId: randomUUID })),
    withPorts(StorageAuthorisationUseCase, ['config'], (p) => new StorageAuthorisationUseCase({ storage: p.config.storage })),
  ],
})
export class TestDashboardModule {}
