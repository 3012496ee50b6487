import { Body, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import type { BulkStatusResponse, CommentResponse, StaffMembersResponse, UndoStatusResponse } from '../../contracts';
import { SUBMISSION_NOT_FOUND } from '../../application/use-cases/profile/profile.errors';
import { ExportDeskCsvUseCase } from '../../application/use-cases/review-desk/export-desk-csv.use-case';
import { ListStaffMembersUseCase } from '../../application/use-cases/review-desk/list-staff-members.use-case';
import { ReviewDecisionsUseCase } from '../../application/use-cases/review-desk/review-decisions.use-case';
import { AssignSubmissionUseCase } from '../../application/use-cases/review-desk/assign-submission.use-case';
import type { RequestWithPrincipal } from '../common/access/principal';
import { ApiBinaryOk, ApiErrorResponse, ApiInvalidInput, ApiNotFoundError } from '../common/http/api-error-responses.decorator';
import { deskFilterOf } from './desk-filter';
import { AssignDto, BulkStatusDto, CommentDto, DeskFilterDto } from './review-desk.dto';
import { toReviewNote, toStaffComment } from './review-desk.wire';
import { StaffController } from '../common/controller-kinds.decorators';
import { uuidOrNotFound } from '../common/http/uuid-or-not-found.pipe';
import { PostAction } from '../common/route.decorators';
import { ApiAnswer } from '../openapi/api-answer.decorator';

@StaffController('review desk (staff)', 'review-desk')
export class ReviewDecisionsController {
  constructor(
    private readonly decisions: ReviewDecisionsUseCase,
    private readonly assignSubmission: AssignSubmissionUseCase,
    private readonly exportCsv: ExportDeskCsvUseCase,
    private readonly staffMembers: ListStaffMembersUseCase,
  ) {}

  @ApiAnswer('BulkStatusResponse')
  @PostAction('submissions/bulk-status')
  @ApiOperation({ summary: 'Move every submission the filters select (optionally narrowed to ids) to one status' })
  @ApiOkResponse({ description: '{ changed: ids, refused: [{ id, message }] }: each move follows the same rules as a single one' })
  @ApiInvalidInput('An unknown status, bad filters or an unknown field')
  async bulk(@Body() body: BulkStatusDto, @Req() req: RequestWithPrincipal): Promise<BulkStatusResponse> {
    const filter = deskFilterOf(body.filter, req.principal!.id);
    return { success: true, ...(await this.decisions.bulkChange(filter, body.ids, body.status, body.note, req.principal!)) };
  }

  @Get('submissions.csv')
  @ApiOperation({ summary: 'The filtered list as CSV (the same filters as the list; up to 10,000 rows)' })
  @ApiBinaryOk('The filtered submissions, one row each, with a header row', 'text/csv')
  @ApiInvalidInput('Bad filters or an unknown parameter')
  async csv(@Query() query: DeskFilterDto, @Req() req: RequestWithPrincipal, @Res() res: Response) {
    const csv = await this.exportCsv.execute(deskFilterOf(query, req.principal!.id));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="submissions.csv"');
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(csv);
  }

  @ApiAnswer('UndoStatusResponse')
  @PostAction('submissions/:id/undo')
  @ApiOperation({ summary: 'Take back the latest status change (within the undo window)' })
  @ApiOkResponse({ description: 'The submission is back in its previous status; the artist is told' })
  @ApiNotFoundError(SUBMISSION_NOT_FOUND)
  @ApiErrorResponse(409, 'Nothing to undo, the window has passed, or the submission moved since')
  async undo(@Param('id', uuidOrNotFound(SUBMISSION_NOT_FOUND)) id: string, @Req() req: RequestWithPrincipal): Promise<UndoStatusResponse> {
    return { success: true, review: toReviewNote(await this.decisions.undo(id, req.principal!)) };
  }

  @ApiAnswer('CommentResponse')
  @Post('submissions/:id/comments')
  @HttpCode(201)
  @ApiOperation({ summary: 'Add an internal staff comment (never shown or mailed to the artist)' })
  @ApiCreatedResponse({ description: 'The stored comment' })
  @ApiInvalidInput('An empty or over-long comment')
  @ApiNotFoundError(SUBMISSION_NOT_FOUND)
  async comment(
    @Param('id', uuidOrNotFound(SUBMISSION_NOT_FOUND)) id: string,
    @Body() body: CommentDto,
    @Req() req: RequestWithPrincipal,
  ): Promise<CommentResponse> {
    return { success: true, comment: toStaffComment(await this.decisions.comment(id, body.body, req.principal!)) };
  }

  @ApiAnswer('Acknowledgement')
  @PostAction('submissions/:id/assign')
  @ApiOperation({ summary: 'Assign the submission to a staff member (or unassign with null)' })
  @ApiOkResponse({ description: 'Assigned; the new assignee is mailed a link, unless they assigned it to themselves' })
  @ApiInvalidInput('Not an active staff member')
  @ApiNotFoundError(SUBMISSION_NOT_FOUND)
  async assign(@Param('id', uuidOrNotFound(SUBMISSION_NOT_FOUND)) id: string, @Body() body: AssignDto, @Req() req: RequestWithPrincipal) {
    await this.assignSubmission.execute(id, body.staffId, req.principal!);
    return { success: true };
  }

  @ApiAnswer('StaffMembersResponse')
  @Get('staff')
  @ApiOperation({ summary: 'Staff members work can be assigned to' })
  @ApiOkResponse({ description: '{ staff: [{ id, name }] }' })
  async staff(): Promise<StaffMembersResponse> {
    return { success: true, staff: await this.staffMembers.execute() };
  }
}
