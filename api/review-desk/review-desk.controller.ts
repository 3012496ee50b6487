import { Body, Get, Param, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type {
  ChangeStatusResponse,
  InviteWaitingEntryResponse,
  MessageResponse,
  OutboxResponse,
  ReviewDetailResponse,
  ReviewListResponse,
  WaitingListResponse,
} from '../../contracts';
import {
  InviteWaitingListEntryUseCase,
  WAITING_LIST_ENTRY_NOT_FOUND,
} from '../../application/use-cases/invitations/invite-waiting-list-entry.use-case';
import { SUBMISSION_NOT_FOUND } from '../../application/use-cases/profile/profile.errors';
import { ReviewDecisionsUseCase } from '../../application/use-cases/review-desk/review-decisions.use-case';
import { GetReviewDetailUseCase } from '../../application/use-cases/review-desk/get-review-detail.use-case';
import { ListDeskSubmissionsUseCase } from '../../application/use-cases/review-desk/list-desk-submissions.use-case';
import { ListOutboxMailUseCase } from '../../application/use-cases/staff-desk/list-outbox-mail.use-case';
import { ListWaitingListUseCase } from '../../application/use-cases/staff-desk/list-waiting-list.use-case';
import { RevokeInvitationUseCase } from '../../application/use-cases/staff-desk/revoke-invitation.use-case';
import { RevokeReturningLinkUseCase } from '../../application/use-cases/staff-desk/revoke-returning-link.use-case';
import type { RequestWithPrincipal } from '../common/access/principal';
import { ApiErrorResponse, ApiInvalidInput, ApiNotFoundError } from '../common/http/api-error-responses.decorator';
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
import { PostAction } from '../common/route.decorators';
import { ApiAnswer } from '../openapi/api-answer.decorator';

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
  ) {}

  @ApiAnswer('ReviewListResponse')
  @Get('submissions')
  @ApiOperation({ summary: 'Search and filter submissions (status, age, dates, text, assignee), sorted, a page at a time' })
  @ApiOkResponse({ description: 'Each row with its age against the review promise; pass nextCursor as cursor for the next page' })
  @ApiInvalidInput('A bad date, limit, sort or cursor, an unknown status or an unknown parameter')
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

  @ApiAnswer('ReviewDetailResponse')
  @Get('submissions/:id')
  @ApiOperation({ summary: 'One submission in full, with its file quality reports' })
  @ApiOkResponse({
    description:
      'Submission with tracks, credits, catalogue items, timeline, internal comments, versions and what changed, metadata warnings and board sync state',
  })
  @ApiNotFoundError(SUBMISSION_NOT_FOUND)
  async detail(@Param('id', uuidOrNotFound(SUBMISSION_NOT_FOUND)) id: string): Promise<ReviewDetailResponse> {
    const detail = await this.reviewDetail.execute(id);
    return {
      success: true,
      submission: toReviewRow(detail.submission),
      full: toSubmissionContent(detail.full),
      reviews: detail.reviews.map(toReviewNote),
      comments: detail.comments.map(toStaffComment),
      versions: detail.versions.map((v) => ({ version: v.version, createdAt: v.createdAt.toISOString() })),
      changes: detail.changes,
      metadataWarnings: detail.metadataWarnings,
      boardSync: toBoardSync(detail.boardSync),
      assignedTo: detail.assignedTo,
      qualityReports: detail.qualityReports,
      artworkQuality: detail.artworkQuality,
    };
  }

  @ApiAnswer('ChangeStatusResponse')
  @PostAction('submissions/:id/status')
  @ApiOperation({ summary: 'Move a submission to another status, with an optional note to the artist' })
  @ApiOkResponse({
    description: 'Moved; the note is stored, mailed to the artist with a link, and shown under this status on their submission page',
  })
  @ApiInvalidInput('An unknown status, an over-long note or an unknown field')
  @ApiNotFoundError(SUBMISSION_NOT_FOUND)
  @ApiErrorResponse(
    409,
    "Not one of the domain's transitions ('Cannot move a submission from Live to Pending'), Live before the release date, or no note for Changes Requested / Rejected",
  )
  async changeStatus(
    @Param('id', uuidOrNotFound(SUBMISSION_NOT_FOUND)) id: string,
    @Body() body: SingleStatusDto,
    @Req() req: RequestWithPrincipal,
  ): Promise<ChangeStatusResponse> {
    const review = await this.decisions.changeStatus(id, body.status, body.note, req.principal!, body.pins);
    return { success: true, review: toReviewNote(review) };
  }

  @ApiAnswer('WaitingListResponse')
  @Get('waiting-list')
  @ApiOperation({ summary: 'The waiting list' })
  @ApiOkResponse({ description: 'Waiting-list entries, newest first, with the artist id once invited' })
  @ApiInvalidInput('A bad before date or limit, or an unknown parameter')
  async waitingList(@Query() query: WaitingListQueryDto): Promise<WaitingListResponse> {
    const entries = await this.waitingListEntries.execute({
      limit: query.limit ?? 50,
      before: query.before ? new Date(query.before) : undefined,
    });
    return { success: true, entries: entries.map(toWaitingListRow) };
  }

  @ApiAnswer('InviteWaitingEntryResponse')
  @PostAction('waiting-list/:id/invite')
  @ApiOperation({ summary: 'Invite a waiting-list entry' })
  @ApiOkResponse({ description: 'Creates the invitation (link + portal sign-in mail) for a waiting-list entry' })
  @ApiErrorResponse(400, 'The entry cannot be invited as it is (the invitation rules refused it)')
  @ApiNotFoundError(WAITING_LIST_ENTRY_NOT_FOUND)
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

  @ApiAnswer('OutboxResponse')
  @Get('mail-outbox')
  @ApiOperation({ summary: 'The mail outbox' })
  @ApiOkResponse({ description: 'Mails the portal sent or stored, newest first' })
  @ApiInvalidInput('A bad limit or an unknown parameter')
  async outbox(@Query() query: OutboxQueryDto): Promise<OutboxResponse> {
    const mails = await this.outboxMail.execute({ to: query.to, category: query.category, limit: query.limit ?? 100 });
    return { success: true, mails: mails.map(toOutboxMail) };
  }

  @ApiAnswer('MessageResponse')
  @PostAction('invitations/:id/revoke')
  @ApiOperation({ summary: 'Revoke an open invitation link' })
  @ApiOkResponse({ description: 'The invitation link no longer works' })
  @ApiNotFoundError('Unknown, already used or already expired')
  async revokeInvitation(@Param('id', uuidOrNotFound('Invitation not found')) id: string): Promise<MessageResponse> {
    await this.revokeInvitationLink.execute(id);
    return { success: true, message: 'The invitation link no longer works' };
  }

  @ApiAnswer('MessageResponse')
  @PostAction('returning-links/:id/revoke')
  @ApiOperation({ summary: 'Deactivate a returning-artist link' })
  @ApiOkResponse({ description: 'The returning link has been deactivated' })
  @ApiNotFoundError('Unknown or already deactivated')
  async revokeReturningLink(@Param('id', uuidOrNotFound('Returning link not found')) id: string): Promise<MessageResponse> {
    await this.revokeReturning.execute(id);
    return { success: true, message: 'The returning link has been deactivated' };
  }
}
