import { Body, Get, Inject, Param, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CLOCK, type Clock } from '../../application/ports/clock.port';
import { MAIL_OUTBOX, type MailOutbox } from '../../application/ports/mailer.port';
import { STAFF_ACCOUNT_REPOSITORY, type StaffAccountRepository } from '../../application/ports/staff-account.repository.port';
import { STAFF_DESK_QUERIES, type StaffDeskQueries } from '../../application/ports/staff-desk.queries.port';
import { UPLOAD_REPOSITORY, type UploadRepository } from '../../application/ports/upload.repository.port';
import type {
  FileQualityReport,
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
import type { RequestWithPrincipal } from '../common/access/principal';
import { ApiErrorResponse, ApiInvalidInput, ApiNotFoundError } from '../common/http/api-error-responses.decorator';
import { AppError } from '../../application/errors/app-error';
import { deskFilterOf, staffMemberOf } from './desk-filter';
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
    @Inject(STAFF_DESK_QUERIES) private readonly staffDesk: StaffDeskQueries,
    @Inject(STAFF_ACCOUNT_REPOSITORY) private readonly staffAccounts: StaffAccountRepository,
    @Inject(UPLOAD_REPOSITORY) private readonly uploads: UploadRepository,
    @Inject(MAIL_OUTBOX) private readonly mailOutbox: MailOutbox,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly inviteEntry: InviteWaitingListEntryUseCase,
  ) {}

  @ApiAnswer('ReviewListResponse')
  @Get('submissions')
  @ApiOperation({ summary: 'Search and filter submissions (status, age, dates, text, assignee), sorted, a page at a time' })
  @ApiOkResponse({ description: 'Each row with its age against the review promise; pass nextCursor as cursor for the next page' })
  @ApiInvalidInput('A bad date, limit, sort or cursor, an unknown status or an unknown parameter')
  async list(@Query() query: ReviewListQueryDto, @Req() req: RequestWithPrincipal): Promise<ReviewListResponse> {
    const sort = query.sort ?? 'newest';
    const page = await this.listSubmissions.execute({
      ...deskFilterOf(query, this.clock.now(), req.principal!.id),
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
      ...(await this.qualityOf(detail.full)),
    };
  }

  /** The uploads' quality reports: per track file id, and the main artwork's. */
  private async qualityOf(
    full: { tracks: { fileId: string | null }[]; artworkFileId: string | null } | undefined,
  ): Promise<Pick<ReviewDetailResponse, 'qualityReports' | 'artworkQuality'>> {
    const reportOf = async (fileId: string | null) => (fileId ? ((await this.uploads.findById(fileId))?.quality ?? null) : null);
    const tracks = await Promise.all((full?.tracks ?? []).map(async (t) => [t.fileId, await reportOf(t.fileId)] as const));
    return {
      qualityReports: Object.fromEntries(
        tracks.filter((entry): entry is readonly [string, FileQualityReport] => entry[0] !== null && entry[1] !== null),
      ),
      artworkQuality: await reportOf(full?.artworkFileId ?? null),
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
    const staff = await staffMemberOf(req, this.staffAccounts);
    const review = await this.decisions.changeStatus(id, body.status, body.note, staff, body.pins);
    return { success: true, review: toReviewNote(review) };
  }

  @ApiAnswer('WaitingListResponse')
  @Get('waiting-list')
  @ApiOperation({ summary: 'The waiting list' })
  @ApiOkResponse({ description: 'Waiting-list entries, newest first, with the artist id once invited' })
  @ApiInvalidInput('A bad before date or limit, or an unknown parameter')
  async waitingList(@Query() query: WaitingListQueryDto): Promise<WaitingListResponse> {
    const entries = await this.staffDesk.waitingList({
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
    const mails = await this.mailOutbox.list({ to: query.to, category: query.category, limit: query.limit ?? 100 });
    return { success: true, mails: mails.map(toOutboxMail) };
  }

  @ApiAnswer('MessageResponse')
  @PostAction('invitations/:id/revoke')
  @ApiOperation({ summary: 'Revoke an open invitation link' })
  @ApiOkResponse({ description: 'The invitation link no longer works' })
  @ApiNotFoundError('Unknown, already used or already expired')
  async revokeInvitation(@Param('id', uuidOrNotFound('Invitation not found')) id: string): Promise<MessageResponse> {
    if (!(await this.staffDesk.revokeInvitation(id, this.clock.now()))) {
      throw new AppError('not_found', 'No open invitation with this id');
    }
    return { success: true, message: 'The invitation link no longer works' };
  }

  @ApiAnswer('MessageResponse')
  @PostAction('returning-links/:id/revoke')
  @ApiOperation({ summary: 'Deactivate a returning-artist link' })
  @ApiOkResponse({ description: 'The returning link has been deactivated' })
  @ApiNotFoundError('Unknown or already deactivated')
  async revokeReturningLink(@Param('id', uuidOrNotFound('Returning link not found')) id: string): Promise<MessageResponse> {
    if (!(await this.staffDesk.revokeReturningLink(id))) throw new AppError('not_found', 'No active returning link with this id');
    return { success: true, message: 'The returning link has been deactivated' };
  }
}
