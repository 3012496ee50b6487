import { Body, Param, Req } from '@nestjs/common';
import type { ResubmitResponse } from '../../contracts';
import { SUBMISSION_NOT_FOUND } from '../../application/use-cases/profile/profile.errors';
import { ResubmitReleaseUseCase } from '../../application/use-cases/submissions/resubmit-release.use-case';
import type { RequestWithPrincipal } from '../common/access/principal';
import { toSubmitCommand } from '../submissions/submission.mapper';
import { ResubmitDto } from './resubmit.dto';
import { ArtistController } from '../common/controller-kinds.decorators';
import { uuidOrNotFound } from '../common/http/uuid-or-not-found.pipe';
import { Route } from '../common/route.decorators';

// eslint-disable-next-line no-useless-assignment -- read by the @Param decorator below, which the rule does not see
const submissionId = uuidOrNotFound(SUBMISSION_NOT_FOUND);

@ArtistController('artist portal')
export class ResubmissionController {
  constructor(private readonly resubmit: ResubmitReleaseUseCase) {}

  @Route('POST', 'profile/submissions/:id/resubmit', 'ResubmitResponse', {
    summary: 'Send a corrected release after staff asked for changes (the next version, back to Pending)',
    ok: '{ success, version, status: "Pending" }',
    refuses: {
      400: "The submission validator's first message, with every field in details; or a file that is not this submission's or the artist's own",
      404: `'${SUBMISSION_NOT_FOUND}' (also for another artist's submission)`,
      409: "The submission is not in Changes Requested ('Cannot move a submission from Approved to Pending')",
    },
  })
  async send(
    @Param('id', submissionId) id: string,
    @Body() body: ResubmitDto,
    @Req() req: RequestWithPrincipal,
  ): Promise<ResubmitResponse> {
    const result = await this.resubmit.execute(req.principal!.id, id, (today) => toSubmitCommand(body, today).form);
    return { success: true, ...result };
  }
}
