import { Module } from '@nestjs/common';
import { AnswerSplitSheetUseCase } from '../../application/use-cases/split-sheets/answer-split-sheet.use-case';
import { AskCollaboratorsUseCase } from '../../application/use-cases/split-sheets/ask-collaborators.use-case';
import { CollaboratorAudioUseCase } from '../../application/use-cases/split-sheets/collaborator-audio.use-case';
import { CollaboratorPageUseCase } from '../../application/use-cases/split-sheets/collaborator-page.use-case';
import { ReleaseSplitSheetsUseCase } from '../../application/use-cases/split-sheets/release-split-sheets.use-case';
import { RemindCollaboratorsUseCase } from '../../application/use-cases/split-sheets/remind-collaborators.use-case';
import { SignSplitSheetUseCase } from '../../application/use-cases/split-sheets/sign-split-sheet.use-case';
import { SplitSheetPdfUseCase } from '../../application/use-cases/split-sheets/split-sheet-pdf.use-case';
import { StaffSplitActionsUseCase } from '../../application/use-cases/split-sheets/staff-split-actions.use-case';
import { withPorts } from '../infrastructure/with-ports';
import { ArtistSplitSheetsController } from './artist-split-sheets.controller';
import { CollaboratorSplitSheetController } from './collaborator-split-sheet.controller';
import { SPLIT_SHEET_PORTS, splitSheetsDeps } from './split-sheets.deps';
import { StaffSplitSheetsController } from './staff-split-sheets.controller';

const USE_CASES = [
  AskCollaboratorsUseCase,
  RemindCollaboratorsUseCase,
  CollaboratorPageUseCase,
  AnswerSplitSheetUseCase,
  SignSplitSheetUseCase,
  CollaboratorAudioUseCase,
  SplitSheetPdfUseCase,
  ReleaseSplitSheetsUseCase,
  StaffSplitActionsUseCase,
] as const;

/** Split sheets: asking collaborators (jobs), their page, and the staff's and artist's views. */
@Module({
  controllers: [CollaboratorSplitSheetController, StaffSplitSheetsController, ArtistSplitSheetsController],
  providers: USE_CASES.map((UseCase) => withPorts(UseCase, SPLIT_SHEET_PORTS, (p) => new UseCase(splitSheetsDeps(p)))),
  exports: [...USE_CASES],
})
export class SplitSheetsModule {}
