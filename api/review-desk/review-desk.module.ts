import { ReleaseSplitSheetsUseCase } from '../../application/use-cases/split-sheets/release-split-sheets.use-case';
import { SplitSheetsModule } from '../split-sheets/split-sheets.module';
import { Module } from '@nestjs/common';
import { CreateInvitationUseCase } from '../../application/use-cases/invitations/create-invitation.use-case';
import { InviteWaitingListEntryUseCase } from '../../application/use-cases/invitations/invite-waiting-list-entry.use-case';
import { IssueArtistSignInCodeUseCase } from '../../application/use-cases/identity/issue-artist-sign-in-code.use-case';
import { ResendSignInCodeUseCase } from '../../application/use-cases/identity/resend-sign-in-code.use-case';
import { AssignReleaseIdentifiers } from '../../application/use-cases/delivery/assign-release-identifiers';
import { CorrectReleaseIdentifiersUseCase } from '../../application/use-cases/delivery/correct-release-identifiers.use-case';
import { GetReleaseDeliveryUseCase } from '../../application/use-cases/delivery/get-release-delivery.use-case';
import { CorrectLabelCopyUseCase } from '../../application/use-cases/label-copy/correct-label-copy.use-case';
import { GetLabelCopyUseCase } from '../../application/use-cases/label-copy/get-label-copy.use-case';
import { RequestDeliveryUseCase } from '../../application/use-cases/delivery/request-delivery.use-case';
import { RequestReleaseChangeUseCase } from '../../application/use-cases/delivery/request-release-change.use-case';
import { SetReleaseDealsUseCase } from '../../application/use-cases/delivery/set-release-deals.use-case';
import type { ReviewDeskDeps } from '../../application/use-cases/review-desk/review-desk.deps';
import { ReviewDecisionsUseCase } from '../../application/use-cases/review-desk/review-decisions.use-case';
import { AssignSubmissionUseCase } from '../../application/use-cases/review-desk/assign-submission.use-case';
import { GetReviewDetailUseCase } from '../../application/use-cases/review-desk/get-review-detail.use-case';
import { ListDeskSubmissionsUseCase } from '../../application/use-cases/review-desk/list-desk-submissions.use-case';
import { ListNoteTemplatesUseCase } from '../../application/use-cases/review-desk/list-note-templates.use-case';
import { ListStaffArtistsUseCase } from '../../application/use-cases/review-desk/list-staff-artists.use-case';
import { ExportDeskCsvUseCase } from '../../application/use-cases/review-desk/export-desk-csv.use-case';
import { ListStaffMembersUseCase } from '../../application/use-cases/review-desk/list-staff-members.use-case';
import { ListOutboxMailUseCase } from '../../application/use-cases/staff-desk/list-outbox-mail.use-case';
import { ListWaitingListUseCase } from '../../application/use-cases/staff-desk/list-waiting-list.use-case';
import { RevokeInvitationUseCase } from '../../application/use-cases/staff-desk/revoke-invitation.use-case';
import { RevokeReturningLinkUseCase } from '../../application/use-cases/staff-desk/revoke-returning-link.use-case';
import { AgreementsModule } from '../agreements/agreements.module';
import type { Ports } from '../infrastructure/ports';
import { constructWith } from '../infrastructure/construct-with';
import { withPorts } from '../infrastructure/with-ports';
import { InvitationsModule } from '../invitations/invitations.module';
import { ReleaseDeliveryController } from './release-delivery.controller';
import { ReviewDecisionsController } from './review-decisions.controller';
import { ReviewDeskController } from './review-desk.controller';
import { StaffArtistsController } from './staff-artists.controller';

const DESK_PORTS = [
  'submissionReviews',
  'reviewLoop',
  'submissions',
  'mailer',
  'jobQueue',
  'unitOfWork',
  'clock',
  'config',
  'releaseIdentifiers',
  'releaseDeliveries',
  'delivery',
  'staffAccounts',
] as const;
const deskDeps = (p: Pick<Ports, (typeof DESK_PORTS)[number]>): ReviewDeskDeps => ({
  reviews: p.submissionReviews,
  loop: p.reviewLoop,
  submissions: p.submissions,
  mailer: p.mailer,
  jobs: p.jobQueue,
  unitOfWork: p.unitOfWork,
  clock: p.clock,
  publicUrl: p.config.publicUrl,
  identifiers: new AssignReleaseIdentifiers({ repository: p.releaseIdentifiers, ranges: p.config.release.identifiers }),
  deliveries: p.releaseDeliveries,
  deliveryAdapter: p.delivery.adapterName,
  staffAccounts: p.staffAccounts,
});

/** What an automatic update needs: the delivery state, its job, and the label's targets. */
const UPDATE_PORTS = ['releaseDeliveries', 'jobQueue', 'jobAdmin', 'clock', 'delivery', 'deliveryTargets'] as const;
const updateDeps = (p: Pick<Ports, (typeof UPDATE_PORTS)[number]>) => ({
  deliveries: p.releaseDeliveries,
  jobs: p.jobQueue,
  adapterName: p.delivery.adapterName,
  targets: p.deliveryTargets,
});

@Module({
  imports: [InvitationsModule, AgreementsModule, SplitSheetsModule],
  controllers: [ReviewDecisionsController, ReviewDeskController, StaffArtistsController, ReleaseDeliveryController],
  providers: [
    constructWith(ListDeskSubmissionsUseCase, { loop: 'reviewLoop', splits: 'splitStates', clock: 'clock' }),
    constructWith(GetReviewDetailUseCase, {
      reviews: 'submissionReviews',
      submissions: 'submissions',
      loop: 'reviewLoop',
      uploads: 'uploads',
      labelCopy: 'labelCopy',
      targets: 'deliveryTargets',
      clock: 'clock',
    }),
    constructWith(ExportDeskCsvUseCase, { listSubmissions: ListDeskSubmissionsUseCase }),
    constructWith(ListStaffMembersUseCase, { loop: 'reviewLoop' }),
    constructWith(ListWaitingListUseCase, { staffDesk: 'staffDesk' }),
    constructWith(ListOutboxMailUseCase, { outbox: 'mailOutbox' }),
    constructWith(RevokeInvitationUseCase, { staffDesk: 'staffDesk', clock: 'clock' }),
    constructWith(RevokeReturningLinkUseCase, { staffDesk: 'staffDesk' }),
    constructWith(ListNoteTemplatesUseCase, { templates: 'changeNoteTemplates' }),
    constructWith(ListStaffArtistsUseCase, { queries: 'staffArtists' }),
    withPorts(
      ReviewDecisionsUseCase,
      DESK_PORTS,
      (p, splits: ReleaseSplitSheetsUseCase) => new ReviewDecisionsUseCase({ ...deskDeps(p), splitConsent: splits }),
      [ReleaseSplitSheetsUseCase],
    ),
    constructWith(GetReleaseDeliveryUseCase, {
      reviews: 'submissionReviews',
      deliveries: 'releaseDeliveries',
      identifiers: 'releaseIdentifiers',
      jobAdmin: 'jobAdmin',
      targets: 'deliveryTargets',
      dealChoices: 'releaseDealChoices',
      clock: 'clock',
    }),
    withPorts(
      SetReleaseDealsUseCase,
      [...UPDATE_PORTS, 'submissionReviews', 'reviewLoop', 'releaseDealChoices', 'unitOfWork'],
      (p) =>
        new SetReleaseDealsUseCase({
          reviews: p.submissionReviews,
          loop: p.reviewLoop,
          dealChoices: p.releaseDealChoices,
          unitOfWork: p.unitOfWork,
          clock: p.clock,
          update: updateDeps(p),
          jobAdmin: p.jobAdmin,
        }),
    ),
    withPorts(
      CorrectReleaseIdentifiersUseCase,
      [...UPDATE_PORTS, 'submissionReviews', 'reviewLoop', 'releaseIdentifiers', 'unitOfWork'],
      (p) =>
        new CorrectReleaseIdentifiersUseCase({
          reviews: p.submissionReviews,
          loop: p.reviewLoop,
          identifiers: p.releaseIdentifiers,
          unitOfWork: p.unitOfWork,
          clock: p.clock,
          update: updateDeps(p),
          jobAdmin: p.jobAdmin,
        }),
    ),
    withPorts(
      GetLabelCopyUseCase,
      ['labelCopy', 'config'],
      (p) => new GetLabelCopyUseCase({ labelCopy: p.labelCopy, labelName: p.config.release.labelName }),
    ),
    withPorts(
      CorrectLabelCopyUseCase,
      [...DESK_PORTS, 'jobAdmin', 'labelCopy', 'deliveryTargets'],
      (p) =>
        new CorrectLabelCopyUseCase({
          ...deskDeps(p),
          targets: p.deliveryTargets,
          labelCopy: p.labelCopy,
          jobAdmin: p.jobAdmin,
          labelName: p.config.release.labelName,
        }),
    ),
    withPorts(
      RequestDeliveryUseCase,
      [...DESK_PORTS, 'jobAdmin'],
      (p) => new RequestDeliveryUseCase({ ...deskDeps(p), jobAdmin: p.jobAdmin }),
    ),
    withPorts(
      RequestReleaseChangeUseCase,
      [...DESK_PORTS, 'jobAdmin', 'deliveryTargets'],
      (p) => new RequestReleaseChangeUseCase({ ...deskDeps(p), jobAdmin: p.jobAdmin, targets: p.deliveryTargets }),
    ),
    withPorts(
      AssignSubmissionUseCase,
      ['submissionReviews', 'reviewLoop', 'staffAccounts', 'mailer', 'unitOfWork', 'clock', 'config'],
      (p) =>
        new AssignSubmissionUseCase({
          reviews: p.submissionReviews,
          loop: p.reviewLoop,
          staffAccounts: p.staffAccounts,
          mailer: p.mailer,
          unitOfWork: p.unitOfWork,
          clock: p.clock,
          publicUrl: p.config.publicUrl,
        }),
    ),
    constructWith(InviteWaitingListEntryUseCase, { waitingList: 'waitingList', createInvitation: CreateInvitationUseCase }),
    withPorts(
      ResendSignInCodeUseCase,
      ['artistCredentials', 'mailer', 'unitOfWork', 'config'],
      (p, issueCode: IssueArtistSignInCodeUseCase) =>
        new ResendSignInCodeUseCase({
          credentials: p.artistCredentials,
          issueCode,
          mailer: p.mailer,
          unitOfWork: p.unitOfWork,
          publicUrl: p.config.publicUrl,
        }),
      [IssueArtistSignInCodeUseCase],
    ),
  ],
})
export class ReviewDeskModule {}
