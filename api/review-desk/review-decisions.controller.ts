import { Body, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import type { BulkStatusResponse, CommentResponse, StaffMembersResponse, UndoStatusResponse } from '../../wire';
import { SUBMISSION_NOT_FOUND } from '../../application/use-cases/profile/profile.errors';
import { ExportDeskCsvUseCase } from '../../application/use-cases/review-desk/export-desk-csv.use-case';
import { ListStaffMembersUseCase } from '../../application/use-cases/review-desk/list-staff-members.use-case';
import { ReviewDecisionsUseCase } from '../../application/use-cases/review-desk/review-decisions.use-case';
import { AssignSubmissionUseCase } from '../../application/use-cases/review-desk/assign-submission.use-case';
import type { RequestWithPrincipal } from '../common/access/principal';
import { ApiBinaryOk, ApiInvalidInput } from '../common/http/api-error-responses.decorator';
import { deskFilterOf } from './desk-filter';
import { AssignDto, BulkStatusDto, CommentDto, DeskFilterDto } from './review-desk.dto';
import { toReviewNote, toStaffComment } from './review-desk.wire';
import { StaffController } from '../common/controller-kinds.decorators';
import { Route } from '../common/route.decorators';
import { submissionId } from './submission-id.param';

@StaffController('review desk (staff)', 'review-desk')
export class ReviewDecisionsController {
  constructor(
    private readonly decisions: ReviewDecisionsUseCase,
    private readonly assignSubmission: AssignSubmissionUseCase,
    private readonly exportCsv: ExportDeskCsvUseCase,
    private readonly staffMembers: ListStaffMembersUseCase,
  ) {}

  @Route('POST', 'submissions/bulk-status', 'BulkStatusResponse', {
    summary: 'Move every submission the filters select (optionally narrowed to ids) to one status',
    ok: 'Each move follows the same rules as a single one',
    refuses: { 400: 'An unknown status, bad filters or an unknown field' },
  })
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

  @Route('POST', 'submissions/:id/undo', 'UndoStatusResponse', {
    summary: 'Take back the latest status change (within the undo window)',
    ok: 'The submission is back in its previous status; the artist is told',
    refuses: { 404: SUBMISSION_NOT_FOUND, 409: 'Nothing to undo, the window has passed, or the submission moved since' },
  })
  async undo(@submissionId() id: string, @Req() req: RequestWithPrincipal): Promise<UndoStatusResponse> {
    return { success: true, review: toReviewNote(await this.decisions.undo(id, req.principal!)) };
  }

  @Route('POST', 'submissions/:id/comments', 'CommentResponse', {
    summary: 'Add an internal staff comment (never shown or mailed to the artist)',
    status: 201,
    refuses: { 400: 'An empty or over-long comment', 404: SUBMISSION_NOT_FOUND },
  })
  async comment(@submissionId() id: string, @Body() body: CommentDto, @Req() req: RequestWithPrincipal): Promise<CommentResponse> {
    return { success: true, comment: toStaffComment(await this.decisions.comment(id, body.body, req.principal!)) };
  }

  @Route('POST', 'submissions/:id/assign', 'Acknowledgement', {
    summary: 'Assign the submission to a staff member (or unassign with null)',
    ok: 'Assigned; the new assignee is mailed a link, unless they assigned it to themselves',
    refuses: { 400: 'Not an active staff member', 404: SUBMISSION_NOT_FOUND },
  })
  async assign(@submissionId() id: string, @Body() body: AssignDto, @Req() req: RequestWithPrincipal) {
    await this.assignSubmission.execute(id, body.staffId, req.principal!);
    return { success: true };
  }

  @Route('GET', 'staff', 'StaffMembersResponse', { summary: 'Staff members work can be assigned to' })
  async staff(): Promise<StaffMembersResponse> {
    return { success: true, staff: await this.staffMembers.execute() };
  }
}
