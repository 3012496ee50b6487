import { Module } from '@nestjs/common';
import { CreateInvitationUseCase } from '../../application/use-cases/invitations/create-invitation.use-case';
import { InviteWaitingListEntryUseCase } from '../../application/use-cases/invitations/invite-waiting-list-entry.use-case';
import type { IdentityUseCases } from '../../application/use-cases/identity/identity.use-cases';
import { ResendSignInCodeUseCase } from '../../application/use-cases/identity/resend-sign-in-code.use-case';
import type { ReviewDeskDeps } from '../../application/use-cases/review-desk/review-desk.deps';
import { ReviewDecisionsUseCase } from '../../application/use-cases/review-desk/review-decisions.use-case';
import { ReviewDesk } from '../../application/use-cases/review-desk/review-desk.use-cases';
import { IDENTITY } from '../auth/identity.providers';
import { ContractsModule } from '../contracts/contracts.module';
import type { Ports } from '../infrastructure/ports';
import { withPorts } from '../infrastructure/with-ports';
import { InvitationsModule } from '../invitations/invitations.module';
import { ReviewDecisionsController } from './review-decisions.controller';
import { ReviewDeskController } from './review-desk.controller';
import { StaffArtistsController } from './staff-artists.controller';

const DESK_PORTS = ['submissionReviews', 'reviewLoop', 'submissions', 'mailer', 'unitOfWork', 'clock', 'config'] as const;
const deskDeps = (p: Pick<Ports, (typeof DESK_PORTS)[number]>): ReviewDeskDeps => ({
  reviews: p.submissionReviews,
  loop: p.reviewLoop,
  submissions: p.submissions,
  mailer: p.mailer,
  unitOfWork: p.unitOfWork,
  clock: p.clock,
  publicUrl: p.config.publicUrl,
});

@Module({
  imports: [InvitationsModule, ContractsModule],
  controllers: [ReviewDecisionsController, ReviewDeskController, StaffArtistsController],
  providers: [
    withPorts(ReviewDesk, DESK_PORTS, (p) => new ReviewDesk(deskDeps(p))),
    withPorts(ReviewDecisionsUseCase, DESK_PORTS, (p) => new ReviewDecisionsUseCase(deskDeps(p))),
    withPorts(
      InviteWaitingListEntryUseCase,
      ['waitingList'],
      (p, createInvitation: CreateInvitationUseCase) => new InviteWaitingListEntryUseCase(p.waitingList, createInvitation),
      [CreateInvitationUseCase],
    ),
    withPorts(
      ResendSignInCodeUseCase,
      ['artistCredentials', 'mailer', 'unitOfWork', 'config'],
      (p, identity: IdentityUseCases) =>
        new ResendSignInCodeUseCase({
          credentials: p.artistCredentials,
          issueCode: identity.issueArtistSignInCode,
          mailer: p.mailer,
          unitOfWork: p.unitOfWork,
          publicUrl: p.config.publicUrl,
        }),
      [IDENTITY],
    ),
  ],
})
export class ReviewDeskModule {}
