import { Module } from '@nestjs/common';
import { CreateInvitationUseCase } from '../../application/use-cases/invitations/create-invitation.use-case';
import { ValidateLinksUseCase } from '../../application/use-cases/invitations/validate-links.use-case';
import { withPorts } from '../infrastructure/with-ports';
import { RateLimitGuard } from '../public-flow/rate-limit.guard';
import { InvitationsController } from './invitations.controller';

@Module({
  controllers: [InvitationsController],
  providers: [
    RateLimitGuard,
    withPorts(
      CreateInvitationUseCase,
      ['unitOfWork', 'invitations', 'tokens', 'mailer', 'jobQueue', 'clock', 'invitationHooks', 'config'],
      (p) =>
        new CreateInvitationUseCase({
          unitOfWork: p.unitOfWork,
          invitations: p.invitations,
          tokens: p.tokens,
          mailer: p.mailer,
          jobs: p.jobQueue,
          clock: p.clock,
          publicUrl: p.config.publicUrl,
          ttlDays: p.config.invitations.ttlDays,
          hooks: p.invitationHooks,
        }),
    ),
    withPorts(
      ValidateLinksUseCase,
      ['invitations', 'tokens', 'clock'],
      (p) => new ValidateLinksUseCase({ invitations: p.invitations, tokens: p.tokens, clock: p.clock }),
    ),
  ],
  exports: [CreateInvitationUseCase],
})
export class InvitationsModule {}
