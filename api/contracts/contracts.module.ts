import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import express from 'express';
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
        ),
      inject: [INFRASTRUCTURE],
    },
  ],
})
export class ContractsModule implements NestModule {
  // The signing page posts a plain HTML form.
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(express.urlencoded({ extended: false, limit: '16kb' })).forRoutes({ path: 'contracts/sign/*token', method: RequestMethod.POST });
  }
}
