import { Module } from '@nestjs/common';
import { AgreementCompletion } from '../../application/use-cases/contracts/agreement-completion';
import { AgreementStatusUseCase } from '../../application/use-cases/contracts/agreement-status.use-case';
import { OpenSigningUseCase } from '../../application/use-cases/contracts/open-signing.use-case';
import { ProviderCompletion } from '../../application/use-cases/contracts/provider-completion';
import { ReceiveSignatureEventUseCase } from '../../application/use-cases/contracts/receive-signature-event.use-case';
import { RequestAgreementUseCase } from '../../application/use-cases/contracts/request-agreement.use-case';
import { SignAgreementUseCase } from '../../application/use-cases/contracts/sign-agreement.use-case';
import { SignSplitSheetUseCase } from '../../application/use-cases/split-sheets/sign-split-sheet.use-case';
import { SignedAgreementPdfUseCase } from '../../application/use-cases/contracts/signed-agreement-pdf.use-case';
import { SigningPageUseCase } from '../../application/use-cases/contracts/signing-page.use-case';
import { constructWith } from '../infrastructure/construct-with';
import { withPorts } from '../infrastructure/with-ports';
import { SplitSheetsModule } from '../split-sheets/split-sheets.module';
import { ContractsController } from './contracts.controller';
import { SignatureEventsController } from './signature-events.controller';
import { SigningPageController } from './signing-page.controller';

@Module({
  // The provider's one callback URL also settles split sheets signed through it.
  imports: [SplitSheetsModule],
  controllers: [ContractsController, SigningPageController, SignatureEventsController],
  providers: [
    constructWith(AgreementCompletion, {
      profiles: 'artistProfiles',
      requests: 'signatureRequests',
      documents: 'contractDocuments',
      unitOfWork: 'unitOfWork',
      pdfStorage: 'fileStorage',
    }),
    withPorts(
      RequestAgreementUseCase,
      ['artistProfiles', 'signatureRequests', 'eSignature', 'contractDocuments', 'clock', 'config'],
      (p) =>
        new RequestAgreementUseCase({
          profiles: p.artistProfiles,
          requests: p.signatureRequests,
          eSignature: p.eSignature,
          documents: p.contractDocuments,
          clock: p.clock,
          signLinkHours: p.config.auth.signLinkHours,
        }),
    ),
    constructWith(ProviderCompletion, {
      requests: 'signatureRequests',
      eSignature: 'eSignature',
      completion: AgreementCompletion,
      jobs: 'jobQueue',
    }),
    constructWith(AgreementStatusUseCase, {
      profiles: 'artistProfiles',
      requests: 'signatureRequests',
      eSignature: 'eSignature',
      providerCompletion: ProviderCompletion,
      clock: 'clock',
    }),
    constructWith(OpenSigningUseCase, {
      requests: 'signatureRequests',
      eSignature: 'eSignature',
      providerCompletion: ProviderCompletion,
      clock: 'clock',
    }),
    constructWith(ReceiveSignatureEventUseCase, {
      requests: 'signatureRequests',
      eSignature: 'eSignature',
      providerCompletion: ProviderCompletion,
      splitSignatures: SignSplitSheetUseCase,
      clock: 'clock',
      rateLimiter: 'rateLimiter',
    }),
    constructWith(SignAgreementUseCase, {
      requests: 'signatureRequests',
      tokens: 'tokens',
      completion: AgreementCompletion,
      clock: 'clock',
    }),
    constructWith(SignedAgreementPdfUseCase, {
      requests: 'signatureRequests',
      documents: 'contractDocuments',
      pdfStorage: 'fileStorage',
    }),
    constructWith(SigningPageUseCase, { signing: SignAgreementUseCase }),
  ],
  exports: [SignedAgreementPdfUseCase, ProviderCompletion],
})
export class ContractsModule {}
