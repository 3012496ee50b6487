import { Body, Req, Res } from '@nestjs/common';
import { IdempotencyKey } from '../common/http/idempotency-key.decorator';
import { ApiHeader, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import type { BoardColumnValues } from '../../application/ports/board.port';
import { CreateBoardTestItemUseCase } from '../../application/use-cases/board/create-board-test-item.use-case';
import type { CreateItemResponse, SocialClipsResponse, TestItemResponse } from '../../wire';
import { EnqueueSocialClipsUseCase } from '../../application/use-cases/submissions/enqueue-social-clips.use-case';
import { SubmitReleaseOnceUseCase } from '../../application/use-cases/submissions/submit-release-once.use-case';
import { Public } from '../common/access/access.decorators';
import type { RequestWithPrincipal } from '../common/access/principal';
import { ApiErrorResponse, ApiPublicWrite } from '../common/http/api-error-responses.decorator';
import { SIGN_IN_MESSAGES } from '../../domain/access';
import { AppError } from '../../application/errors/app-error';
import { RateLimit } from '../public-flow/rate-limit.guard';
import { requestHash } from '../public-flow/request-hash';
import { CreateItemDto } from './create-item.dto';
import type { SubmissionFormDto } from './form-data.dto';
import { ProcessSocialClipsDto } from './social-clips.dto';
import { toSubmitCommand } from './submission.mapper';
import { UPLOAD_SERVER_MESSAGES } from '../../domain/files/upload.messages';
import { addressOf, requesterOf } from '../uploads/upload-request';
import { PublicFormController } from '../common/controller-kinds.decorators';
import { PostAction, Route } from '../common/route.decorators';
import { RateLimitedWrite } from '../public-flow/rate-limit.decorators';
import { ApiAnswer } from '../openapi/api-answer.decorator';

@PublicFormController('submissions')
@Public()
export class SubmissionsController {
  constructor(
    private readonly submitOnce: SubmitReleaseOnceUseCase,
    private readonly socialClips: EnqueueSocialClipsUseCase,
    private readonly createBoardTestItem: CreateBoardTestItemUseCase,
  ) {}

  @ApiAnswer('CreateItemOrTestItemResponse')
  @RateLimit('submissions')
  @PostAction('monday/create-item')
  @ApiOperation({
    summary: 'Submit a release (the wizard), or create a board test item (staff, with columnValues)',
    description:
      'Every domain rule is checked again on the server; the submission is stored with status Pending and mirrored to the board by a background job.',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: '8-128 of [A-Za-z0-9_.:-]; a retry with the same key and body returns the first answer',
  })
  @ApiOkResponse({
    description: '{ success: true, data: { itemId, submissionId, boardItemId, board } } (test item: { success, data: { itemId } })',
  })
  @ApiPublicWrite('submissions', "Validation failed: error is the spec's message, details the fields; or the bot check refused the post")
  @ApiErrorResponse(401, 'A test item (columnValues) without a signed-in staff member')
  @ApiErrorResponse(403, 'A test item (columnValues) from a signed-in artist, or a cookie write from a foreign origin')
  @ApiErrorResponse(
    409,
    'The same Idempotency-Key is still being processed (an in-flight claim younger than IDEMPOTENCY_IN_FLIGHT_SECONDS)',
  )
  @ApiErrorResponse(422, 'The Idempotency-Key was used with another body')
  async createItem(
    @Body() body: CreateItemDto,
    @Req() req: RequestWithPrincipal,
    @Res({ passthrough: true }) res: Response,
    @IdempotencyKey() key: string | undefined,
  ): Promise<CreateItemResponse | TestItemResponse> {
    if (body.columnValues && !body.formData) return this.createTestItem(body, req);
    if (!body.formData)
      throw new AppError('invalid', 'formData is required', { details: [{ field: 'formData', message: 'formData is required' }] });
    if (body.columnValues)
      throw new AppError('invalid', 'Send either formData or columnValues, not both', {
        details: [{ field: 'columnValues', message: 'Not allowed with formData' }],
      });
    const principal = req.principal;
    const command = (today: Date) => {
      const read = toSubmitCommand(body as CreateItemDto & { formData: SubmissionFormDto }, today);
      // A signed-in artist's release is theirs; an invitation or returning link in the form still takes precedence.
      if (principal?.role === 'artist') read.owner = { artistId: principal.id, invitationId: null, returningLinkId: null };
      return read;
    };
    const answer = await this.submitOnce.execute(command, key, requestHash(req.body));
    if (answer.replayed) res.setHeader('Idempotent-Replayed', 'true');
    res.status(answer.status);
    return answer.body;
  }

  private async createTestItem(body: CreateItemDto, req: RequestWithPrincipal): Promise<TestItemResponse> {
    if (!req.principal) throw new AppError('unauthorized', SIGN_IN_MESSAGES.notAuthenticated);
    if (req.principal.role !== 'staff') throw new AppError('forbidden', SIGN_IN_MESSAGES.forbidden);
    const columnValues: BoardColumnValues = {};
    for (const [key, value] of Object.entries(body.columnValues ?? {})) {
      if (!/^[a-z0-9_]{1,64}$/.test(key) || !['string', 'number', 'boolean'].includes(typeof value) || String(value).length > 2000) {
        throw new AppError('invalid', `Invalid column value '${key}'`, {
          details: [{ field: `columnValues.${key}`, message: 'Column ids are lower-case words; values short text, numbers or booleans' }],
        });
      }
      columnValues[key] = value as string | number | boolean;
    }
    const itemId = await this.createBoardTestItem.execute(body.itemName?.trim() || 'Test item', { kind: 'Test', ...columnValues });
    return { success: true, data: { itemId } };
  }

  @Route('POST', 'background/process-social-clips', 'SocialClipsResponse', {
    summary: 'Queue the social-media clips of submitted tracks for cutting',
    ok: 'One durable job per clip',
    status: 202,
    refuses: { 401: `'${UPLOAD_SERVER_MESSAGES.sessionRequired}' (no valid form session and no signed-in artist)` },
  })
  @RateLimitedWrite('submissions', "A clip outside 30-60 s, more than 2 clips, or a file that is not a submitted track of the caller's")
  async processSocialClips(@Body() body: ProcessSocialClipsDto, @Req() req: RequestWithPrincipal): Promise<SocialClipsResponse> {
    const tracks = body.tracksWithClips.map((t) => ({
      title: t.title ?? '',
      artistName: t.artistName ?? body.artistName ?? '',
      fileId: t.fileId,
      socialClips: t.socialClips.map((c) => ({
        id: c.id ?? '',
        startTime: c.startTime ?? '',
        endTime: c.endTime ?? '',
        description: c.description ?? '',
      })),
    }));
    const caller = { sessionToken: body.sessionId, requester: requesterOf(req), address: addressOf(req) };
    const { jobs } = await this.socialClips.execute(tracks, body.mondayItemId ?? null, caller);
    return { success: true, jobs };
  }
}
