import { Module } from '@nestjs/common';
import { AgreementCompletion } from '../../application/use-cases/agreements/agreement-completion';
import { AgreementStatusUseCase } from '../../application/use-cases/agreements/agreement-status.use-case';
import { OpenSigningUseCase } from '../../application/use-cases/agreements/open-signing.use-case';
import { ProviderCompletion } from '../../application/use-cases/agreements/provider-completion';
import { ReceiveSignatureEventUseCase } from '../../application/use-cases/agreements/receive-signature-event.use-case';
import { RequestAgreementUseCase } from '../../application/use-cases/agreements/request-agreement.use-case';
import { SignAgreementUseCase } from '../../application/use-cases/agreements/sign-agreement.use-case';
import { SignSplitSheetUseCase } from '../../application/use-cases/split-sheets/sign-split-sheet.use-case';
import { SignedAgreementPdfUseCase } from '../../application/use-cases/agreements/signed-agreement-pdf.use-case';
import { SigningPageUseCase } from '../../application/use-cases/agreements/signing-page.use-case';
import { constructWith } from '../infrastructure/construct-with';
import { withPorts } from '../infrastructure/with-ports';
import { SplitSheetsModule } from '../split-sheets/split-sheets.module';
import { AgreementsController } from './agreements.controller';
import { SignatureEventsController } from './signature-events.controller';
import { SigningPageController } from './signing-page.controller';

@Module({
  // The provider's one callback URL also settles split sheets signed through it.
  imports: [SplitSheetsModule],
  controllers: [AgreementsController, SigningPageController, SignatureEventsController],
  providers: [
    constructWith(AgreementCompletion, {
      profiles: 'artistProfiles',
      requests: 'signatureRequests',
      documents: 'agreementDocuments',
      unitOfWork: 'unitOfWork',
      pdfStorage: 'fileStorage',
    }),
    withPorts(
      RequestAgreementUseCase,
      ['artistProfiles', 'signatureRequests', 'eSignature', 'agreementDocuments', 'clock', 'config'],
      (p) =>
        new RequestAgreementUseCase({
          profiles: p.artistProfiles,
          requests: p.signatureRequests,
          eSignature: p.eSignature,
          documents: p.agreementDocuments,
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
      documents: 'agreementDocuments',
      pdfStorage: 'fileStorage',
    }),
    constructWith(SigningPageUseCase, { signing: SignAgreementUseCase }),
  ],
  exports: [SignedAgreementPdfUseCase, ProviderCompletion],
})
export class AgreementsModule {}
