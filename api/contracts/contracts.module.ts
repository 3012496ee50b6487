import { Module } from '@nestjs/common';
import { AgreementCompletion } from '../../application/use-cases/contracts/agreement-completion';
import { AgreementStatusUseCase } from '../../application/use-cases/contracts/agreement-status.use-case';
import { RequestAgreementUseCase } from '../../application/use-cases/contracts/request-agreement.use-case';
import { SignAgreementUseCase } from '../../application/use-cases/contracts/sign-agreement.use-case';
import { SignedAgreementPdfUseCase } from '../../application/use-cases/contracts/signed-agreement-pdf.use-case';
import { SigningPageUseCase } from '../../application/use-cases/contracts/signing-page.use-case';
import { withPorts } from '../infrastructure/with-ports';
import { ContractsController } from './contracts.controller';
import { SigningPageController } from './signing-page.controller';

@Module({
  controllers: [ContractsController, SigningPageController],
  providers: [
    withPorts(
      AgreementCompletion,
      ['artistProfiles', 'signatureRequests', 'contractDocuments', 'unitOfWork', 'fileStorage'],
      (p) =>
        new AgreementCompletion({
          profiles: p.artistProfiles,
          requests: p.signatureRequests,
          documents: p.contractDocuments,
          unitOfWork: p.unitOfWork,
          pdfStorage: p.fileStorage,
        }),
    ),
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
    withPorts(
      AgreementStatusUseCase,
      ['artistProfiles', 'signatureRequests', 'eSignature', 'clock'],
      (p, completion: AgreementCompletion) =>
        new AgreementStatusUseCase({
          profiles: p.artistProfiles,
          requests: p.signatureRequests,
          eSignature: p.eSignature,
          completion,
          clock: p.clock,
        }),
      [AgreementCompletion],
    ),
    withPorts(
      SignAgreementUseCase,
      ['signatureRequests', 'tokens', 'clock'],
      (p, completion: AgreementCompletion) =>
        new SignAgreementUseCase({ requests: p.signatureRequests, tokens: p.tokens, completion, clock: p.clock }),
      [AgreementCompletion],
    ),
    withPorts(
      SignedAgreementPdfUseCase,
      ['signatureRequests', 'contractDocuments', 'fileStorage'],
      (p) => new SignedAgreementPdfUseCase({ requests: p.signatureRequests, documents: p.contractDocuments, pdfStorage: p.fileStorage }),
    ),
    {
      provide: SigningPageUseCase,
      inject: [SignAgreementUseCase],
      useFactory: (signing: SignAgreementUseCase) => new SigningPageUseCase(signing),
    },
  ],
  exports: [SignedAgreementPdfUseCase],
})
export class ContractsModule {}
