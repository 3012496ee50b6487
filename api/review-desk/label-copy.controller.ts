import { Body, Param, Req } from '@nestjs/common';
import { CorrectLabelCopyUseCase } from '../../application/use-cases/label-copy/correct-label-copy.use-case';
import { GetLabelCopyUseCase } from '../../application/use-cases/label-copy/get-label-copy.use-case';
import { SUBMISSION_NOT_FOUND } from '../../application/use-cases/profile/profile.errors';
import type { LabelCopyCorrectionResponse, LabelCopyResponse } from '../../contracts';
import type { RequestWithPrincipal } from '../common/access/principal';
import { StaffController } from '../common/controller-kinds.decorators';
import { uuidOrNotFound } from '../common/http/uuid-or-not-found.pipe';
import { LabelCopyCorrectionDto } from './label-copy.dto';
import { Route } from '../common/route.decorators';

@StaffController('review desk (staff)', 'review-desk')
export class LabelCopyController {
  constructor(
    private readonly getLabelCopy: GetLabelCopyUseCase,
    private readonly correctLabelCopy: CorrectLabelCopyUseCase,
  ) {}

  @Route('GET', 'submissions/:id/label-copy', 'LabelCopyResponse', {
    summary: "The release's label copy (title, genres, ℗/© lines, label, each track's title, version, language, explicit)",
    ok: 'The stored values (a blank ℗/© year, owner or label name means the default) and the defaults',
    refuses: { 404: SUBMISSION_NOT_FOUND },
  })
  async show(@Param('id', uuidOrNotFound(SUBMISSION_NOT_FOUND)) id: string): Promise<LabelCopyResponse> {
    return this.getLabelCopy.execute(id);
  }

  @Route('PATCH', 'submissions/:id/label-copy', 'LabelCopyCorrectionResponse', {
    summary: "Correct the release's label copy: each changed line goes on the timeline the artist reads",
    ok: 'The label copy as it now is, the corrections in words, and whether it is queued for delivery again',
    refuses: {
      400: 'A value the domain refuses (℗/© year, genre, lyrics language, length), no such track, or nothing to correct',
      404: SUBMISSION_NOT_FOUND,
      409: 'The release is a draft or rejected: its label copy is not corrected',
    },
  })
  async correct(
    @Param('id', uuidOrNotFound(SUBMISSION_NOT_FOUND)) id: string,
    @Body() body: LabelCopyCorrectionDto,
    @Req() req: RequestWithPrincipal,
  ): Promise<LabelCopyCorrectionResponse> {
    return this.correctLabelCopy.execute(id, body, req.principal!);
  }
}
