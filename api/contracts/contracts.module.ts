import { Module } from '@nestjs/common';
import { AgreementCompletion } from '../../application/use-cases/contracts/agreement-completion';
import { AgreementStatusUseCase } from '../../application/use-cases/contracts/agreement-status.use-case';
import { OpenSigningUseCase } from '../../application/use-cases/contracts/open-signing.use-case';
import { ProviderCompletion } from '../../application/use-cases/contracts/provider-completion';
import { ReceiveSignatureEventUseCase } from '../../application/use-cases/contracts/receive-signature-event.use-case';
import { RequestAgreementUseCase } from '../../application/use-cases/contracts/request-agreement.use-case';
import { SignAgreementUseCase } from '../../application/use-cases/contracts/sign-agreement.use-case';
import { SignedAgreementPdfUseCase } from '../../application/use-cases/contracts/signed-agreement-pdf.use-case';
import { SigningPageUseCase } from '../../application/use-cases/contracts/signing-page.use-case';
import { withPorts } from '../infrastructure/with-ports';
import { ContractsController } from './contracts.controller';
import { SignatureEventsController } from './signature-events.controller';
import { SigningPageController } from './signing-page.controller';

@Module({
  controllers: [ContractsController, SigningPageController, SignatureEventsController],
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
      ProviderCompletion,
      ['signatureRequests', 'eSignature', 'jobQueue'],
      (p, completion: AgreementCompletion) =>
        new ProviderCompletion({ requests: p.signatureRequests, eSignature: p.eSignature, completion, jobs: p.jobQueue }),
      [AgreementCompletion],
    ),
    withPorts(
      AgreementStatusUseCase,
      ['artistProfiles', 'signatureRequests', 'eSignature', 'clock'],
      (p, providerCompletion: ProviderCompletion) =>
        new AgreementStatusUseCase({
          profiles: p.artistProfiles,
          requests: p.signatureRequests,
          eSignature: p.eSignature,
          providerCompletion,
          clock: p.clock,
        }),
      [ProviderCompletion],
    ),
    withPorts(
      OpenSigningUseCase,
      ['signatureRequests', 'eSignature', 'clock'],
      (p, providerCompletion: ProviderCompletion) =>
        new OpenSigningUseCase({ requests: p.signatureRequests, eSignature: p.eSignature, providerCompletion, clock: p.clock }),
      [ProviderCompletion],
    ),
    withPorts(
      ReceiveSignatureEventUseCase,
      ['signatureRequests', 'eSignature'],
      (p, providerCompletion: ProviderCompletion) =>
        new ReceiveSignatureEventUseCase({ requests: p.signatureRequests, eSignature: p.eSignature, providerCompletion }),
      [ProviderCompletion],
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
  exports: [SignedAgreementPdfUseCase, ProviderCompletion],
})
export class ContractsModule {}
