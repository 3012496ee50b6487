import { Module } from '@nestjs/common';
import { Contracts } from '../../application/use-cases/contracts/contracts.use-cases';
import { SigningPageUseCase } from '../../application/use-cases/contracts/signing-page.use-case';
import { withPorts } from '../infrastructure/with-ports';
import { ContractsController } from './contracts.controller';
import { SigningPageController } from './signing-page.controller';

@Module({
  controllers: [ContractsController, SigningPageController],
  providers: [
    withPorts(
      Contracts,
      [
        'artistProfiles',
        'signatureRequests',
        'eSignature',
        'contractDocuments',
        'opaqueTokens',
        'unitOfWork',
        'clock',
        'fileStorage',
        'config',
      ],
      (p) =>
        new Contracts(
          p.artistProfiles,
          p.signatureRequests,
          p.eSignature,
          p.contractDocuments,
          p.opaqueTokens,
          p.unitOfWork,
          p.clock,
          p.config.auth.signLinkHours,
          p.fileStorage,
        ),
    ),
    { provide: SigningPageUseCase, inject: [Contracts], useFactory: (contracts: Contracts) => new SigningPageUseCase(contracts) },
  ],
  exports: [Contracts],
})
export class ContractsModule {}
