import { Module } from '@nestjs/common';
import type { Infrastructure } from '../../adapters/registry';
import { PdfLibContractDocuments } from '../../adapters/e-signature/pdf-lib.contract-documents';
import { Contracts } from '../../application/use-cases/contracts/contracts.use-cases';
import { INFRASTRUCTURE } from '../infrastructure/tokens';
import { ContractsController } from './contracts.controller';
import { SigningPageController } from './signing-page.controller';

@Module({
  controllers: [ContractsController, SigningPageController],
  providers: [
    {
      provide: Contracts,
      useFactory: (i: Infrastructure) =>
        new Contracts(
          i.identity.artistProfiles,
          i.identity.signatureRequests,
          i.identity.eSignature,
          new PdfLibContractDocuments(),
          i.identity.tokens,
          i.unitOfWork,
          i.clock,
          i.config.auth.signLinkHours,
          i.fileStorage,
        ),
      inject: [INFRASTRUCTURE],
    },
  ],
})
export class ContractsModule {}
