import { correctionSentence } from '../../domain/label-copy';
import { Body, Param, Query, Req } from '@nestjs/common';
import type {
  ChangeStatusResponse,
  InviteWaitingEntryResponse,
  MessageResponse,
  NoteTemplatesResponse,
  OutboxResponse,
  ReviewDetailResponse,
  ReviewListResponse,
  WaitingListResponse,
} from '../../wire';
import {
  InviteWaitingListEntryUseCase,
  WAITING_LIST_ENTRY_NOT_FOUND,
} from '../../application/use-cases/invitations/invite-waiting-list-entry.use-case';
import { SUBMISSION_NOT_FOUND } from '../../application/use-cases/profile/profile.errors';
import { ReviewDecisionsUseCase } from '../../application/use-cases/review-desk/review-decisions.use-case';
import { GetReviewDetailUseCase } from '../../application/use-cases/review-desk/get-review-detail.use-case';
import { ListDeskSubmissionsUseCase } from '../../application/use-cases/review-desk/list-desk-submissions.use-case';
import { ListNoteTemplatesUseCase } from '../../application/use-cases/review-desk/list-note-templates.use-case';
import { ListOutboxMailUseCase } from '../../application/use-cases/staff-desk/list-outbox-mail.use-case';
import { ListWaitingListUseCase } from '../../application/use-cases/staff-desk/list-waiting-list.use-case';
import { RevokeInvitationUseCase } from '../../application/use-cases/staff-desk/revoke-invitation.use-case';
import { RevokeReturningLinkUseCase } from '../../application/use-cases/staff-desk/revoke-returning-link.use-case';
import type { RequestWithPrincipal } from '../common/access/principal';
import { deskFilterOf } from './desk-filter';
import { decodeCursor, encodeCursor } from './review-cursor';
import { OutboxQueryDto, ReviewListQueryDto, WaitingListQueryDto } from './review-desk.dto';
import { SingleStatusDto } from './pinned-notes.dto';
import {
  toBoardSync,
  toOutboxMail,
  toReviewListRow,
  toReviewNote,
  toReviewRow,
  toStaffComment,
  toSubmissionContent,
  toWaitingListRow,
} from './review-desk.wire';
import { StaffController } from '../common/controller-kinds.decorators';
import { uuidOrNotFound } from '../common/http/uuid-or-not-found.pipe';
import { Route } from '../common/route.decorators';
import { submissionId } from './submission-id.param';

@StaffController('review desk (staff)', 'review-desk')
export class ReviewDeskController {
  constructor(
    private readonly listSubmissions: ListDeskSubmissionsUseCase,
    private readonly reviewDetail: GetReviewDetailUseCase,
    private readonly decisions: ReviewDecisionsUseCase,
    private readonly inviteEntry: InviteWaitingListEntryUseCase,
    private readonly waitingListEntries: ListWaitingListUseCase,
    private readonly outboxMail: ListOutboxMailUseCase,
    private readonly revokeInvitationLink: RevokeInvitationUseCase,
    private readonly revokeReturning: RevokeReturningLinkUseCase,
    private readonly noteTemplates: ListNoteTemplatesUseCase,
  ) {}

  @Route('GET', 'submissions', 'ReviewListResponse', {
    summary: 'Search and filter submissions (status, age, dates, text, assignee), sorted, a page at a time',
    ok: 'Each row with its age against the review promise; pass nextCursor as cursor for the next page',
    refuses: { 400: 'A bad date, limit, sort or cursor, an unknown status or an unknown parameter' },
  })
  async list(@Query() query: ReviewListQueryDto, @Req() req: RequestWithPrincipal): Promise<ReviewListResponse> {
    const sort = query.sort ?? 'newest';
    const page = await this.listSubmissions.execute({
      ...deskFilterOf(query, req.principal!.id),
      sort,
      after: query.cursor ? decodeCursor(query.cursor, sort) : undefined,
      limit: query.limit ?? 25,
    });
    return { success: true, submissions: page.items.map(toReviewListRow), nextCursor: page.next ? encodeCursor(sort, page.next) : null };
  }

  @Route('GET', 'submissions/:id', 'ReviewDetailResponse', {
    summary: 'One submission in full, with its file quality reports',
    refuses: { 404: SUBMISSION_NOT_FOUND },
  })
  async detail(@submissionId() id: string): Promise<ReviewDetailResponse> {
    const detail = await this.reviewDetail.execute(id);
    return {
      success: true,
      submission: toReviewRow(detail.submission),
      full: toSubmissionContent(detail.full),
      reviews: detail.reviews.map(toReviewNote),
      corrections: detail.corrections.map((c) => ({
        sentence: correctionSentence(c),
        by: c.staffName,
        createdAt: c.createdAt.toISOString(),
      })),
      comments: detail.comments.map(toStaffComment),
      versions: detail.versions.map((v) => ({ version: v.version, createdAt: v.createdAt.toISOString() })),
      changes: detail.changes,
      metadataWarnings: detail.metadataWarnings,
      storeWarnings: detail.storeWarnings,
      boardSync: toBoardSync(detail.boardSync),
      assignedTo: detail.assignedTo,
      qualityReports: detail.qualityReports,
      artworkQuality: detail.artworkQuality,
    };
  }

  @Route('POST', 'submissions/:id/status', 'ChangeStatusResponse', {
    summary: 'Move a submission to another status, with an optional note to the artist',
    ok: 'Moved; the note is stored, mailed to the artist with a link, and shown under this status on their submission page',
    refuses: {
      400: 'An unknown status, an over-long note or an unknown field',
      404: SUBMISSION_NOT_FOUND,
      409: "Not one of the domain's transitions ('Cannot move a submission from Live to Pending'), Live before the release date, or no note for Changes Requested / Rejected",
    },
  })
  async changeStatus(
    @submissionId() id: string,
    @Body() body: SingleStatusDto,
    @Req() req: RequestWithPrincipal,
  ): Promise<ChangeStatusResponse> {
    const review = await this.decisions.changeStatus(id, body.status, body.note, req.principal!, body.pins);
    return { success: true, review: toReviewNote(review) };
  }

  @Route('GET', 'waiting-list', 'WaitingListResponse', {
    summary: 'The waiting list, newest first, with the artist id once invited',
    refuses: { 400: 'A bad before date or limit, or an unknown parameter' },
  })
  async waitingList(@Query() query: WaitingListQueryDto): Promise<WaitingListResponse> {
    const entries = await this.waitingListEntries.execute({
      limit: query.limit ?? 50,
      before: query.before ? new Date(query.before) : undefined,
    });
    return { success: true, entries: entries.map(toWaitingListRow) };
  }

  @Route('POST', 'waiting-list/:id/invite', 'InviteWaitingEntryResponse', {
    summary: 'Invite a waiting-list entry: an invitation link and a portal sign-in mail',
    refuses: { 400: 'The entry cannot be invited as it is (the invitation rules refused it)', 404: WAITING_LIST_ENTRY_NOT_FOUND },
  })
  async invite(
    @Param('id', uuidOrNotFound(WAITING_LIST_ENTRY_NOT_FOUND)) id: string,
    @Req() req: RequestWithPrincipal,
  ): Promise<InviteWaitingEntryResponse> {
    const result = await this.inviteEntry.execute(id, `staff:${req.principal!.id}`);
    return {
      success: true,
      invitationId: result.invitationId,
      artistId: result.artist.artistCode,
      email: result.artist.email,
      expiresAt: result.expiresAt.toISOString(),
    };
  }

  @Route('GET', 'mail-outbox', 'OutboxResponse', {
    summary: 'The mail outbox: mails the portal sent or stored, newest first',
    refuses: { 400: 'A bad limit or an unknown parameter' },
  })
  async outbox(@Query() query: OutboxQueryDto): Promise<OutboxResponse> {
    const mails = await this.outboxMail.execute({ to: query.to, category: query.category, limit: query.limit ?? 100 });
    return { success: true, mails: mails.map(toOutboxMail) };
  }

  @Route('POST', 'invitations/:id/revoke', 'MessageResponse', {
    summary: 'Revoke an open invitation link',
    refuses: { 404: 'Unknown, already used or already expired' },
  })
  async revokeInvitation(@Param('id', uuidOrNotFound('Invitation not found')) id: string): Promise<MessageResponse> {
    await this.revokeInvitationLink.execute(id);
    return { success: true, message: 'The invitation link no longer works' };
  }

  @Route('POST', 'returning-links/:id/revoke', 'MessageResponse', {
    summary: 'Deactivate a returning-artist link',
    refuses: { 404: 'Unknown or already deactivated' },
  })
  async revokeReturningLink(@Param('id', uuidOrNotFound('Returning link not found')) id: string): Promise<MessageResponse> {
    await this.revokeReturning.execute(id);
    return { success: true, message: 'The returning link has been deactivated' };
  }

  @Route('GET', 'note-templates', 'NoteTemplatesResponse', {
    summary: "The label's note templates for notes pinned to fields, in the label's order",
  })
  async listNoteTemplates(): Promise<NoteTemplatesResponse> {
    return { success: true, templates: await this.noteTemplates.execute() };
  }
}
