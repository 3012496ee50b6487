import { Module } from '@nestjs/common';
import { CreateInvitationUseCase } from '../../application/use-cases/invitations/create-invitation.use-case';
import { ValidateLinksUseCase } from '../../application/use-cases/invitations/validate-links.use-case';
import type { Infrastructure } from '../../adapters/registry';
import { INFRASTRUCTURE } from '../infrastructure/tokens';
import { RateLimitGuard } from '../public-flow/rate-limit.guard';
import { InvitationsController } from './invitations.controller';

@Module({
  controllers: [InvitationsController],
  providers: [
    RateLimitGuard,
    {
      provide: CreateInvitationUseCase,
      inject: [INFRASTRUCTURE],
      useFactory: (i: Infrastructure) =>
        new CreateInvitationUseCase({
          unitOfWork: i.unitOfWork,
          invitations: i.invitations,
          tokens: i.tokens,
          mailer: i.mailer,
          jobs: i.jobs.queue,
          clock: i.clock,
          publicUrl: i.config.publicUrl,
          ttlDays: i.config.invitations.ttlDays,
          hooks: i.invitationHooks,
        }),
    },
    {
      provide: ValidateLinksUseCase,
      inject: [INFRASTRUCTURE],
      useFactory: (i: Infrastructure) => new ValidateLinksUseCase(i.invitations, i.tokens, i.clock),
    },
  ],
  exports: [CreateInvitationUseCase],
})
export class InvitationsModule {}
