import { Body, Get, Param, Patch, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CorrectLabelCopyUseCase } from '../../application/use-cases/label-copy/correct-label-copy.use-case';
import { GetLabelCopyUseCase } from '../../application/use-cases/label-copy/get-label-copy.use-case';
import { SUBMISSION_NOT_FOUND } from '../../application/use-cases/profile/profile.errors';
import type { LabelCopyCorrectionResponse, LabelCopyResponse } from '../../contracts';
import type { RequestWithPrincipal } from '../common/access/principal';
import { StaffController } from '../common/controller-kinds.decorators';
import { ApiErrorResponse, ApiInvalidInput, ApiNotFoundError } from '../common/http/api-error-responses.decorator';
import { uuidOrNotFound } from '../common/http/uuid-or-not-found.pipe';
import { ApiAnswer } from '../openapi/api-answer.decorator';
import { LabelCopyCorrectionDto } from './label-copy.dto';

@StaffController('review desk (staff)', 'review-desk')
export class LabelCopyController {
  constructor(
    private readonly getLabelCopy: GetLabelCopyUseCase,
    private readonly correctLabelCopy: CorrectLabelCopyUseCase,
  ) {}

  @ApiAnswer('LabelCopyResponse')
  @Get('submissions/:id/label-copy')
  @ApiOperation({ summary: "The release's label copy (title, genres, ℗/© lines, label, each track's title, version, language, explicit)" })
  @ApiOkResponse({ description: 'The stored values (a blank ℗/© year, owner or label name means the default) and the defaults' })
  @ApiNotFoundError(SUBMISSION_NOT_FOUND)
  async show(@Param('id', uuidOrNotFound(SUBMISSION_NOT_FOUND)) id: string): Promise<LabelCopyResponse> {
    return this.getLabelCopy.execute(id);
  }

  @ApiAnswer('LabelCopyCorrectionResponse')
  @Patch('submissions/:id/label-copy')
  @ApiOperation({ summary: "Correct the release's label copy: each changed line goes on the timeline the artist reads" })
  @ApiOkResponse({ description: 'The label copy as it now is, the corrections in words, and whether it is queued for delivery again' })
  @ApiInvalidInput('A value the domain refuses (℗/© year, genre, lyrics language, length), no such track, or nothing to correct')
  @ApiNotFoundError(SUBMISSION_NOT_FOUND)
  @ApiErrorResponse(409, 'The release is a draft or rejected: its label copy is not corrected')
  async correct(
    @Param('id', uuidOrNotFound(SUBMISSION_NOT_FOUND)) id: string,
    @Body() body: LabelCopyCorrectionDto,
    @Req() req: RequestWithPrincipal,
  ): Promise<LabelCopyCorrectionResponse> {
    return this.correctLabelCopy.execute(id, body, req.principal!);
  }
}
