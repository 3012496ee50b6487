import { Controller, Get, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListArtistDraftsUseCase } from '../../application/use-cases/drafts/list-artist-drafts.use-case';
import type { DraftsResponse } from '../../contracts';
import { Roles } from '../common/access/access.decorators';
import type { RequestWithPrincipal } from '../common/access/principal';
import { ApiArtistOnly } from '../common/http/api-error-responses.decorator';
import { toDraftSummary } from './draft.wire';
import { ApiAnswer } from '../openapi/api-answer.decorator';

/** The signed-in artist's drafts, listed on the dashboard. */
@ApiTags('drafts')
@Controller()
export class ArtistDraftsController {
  constructor(private readonly listDrafts: ListArtistDraftsUseCase) {}

  @ApiAnswer('DraftsResponse')
  @Roles('artist')
  @ApiArtistOnly()
  @Get('profile/drafts')
  @ApiOkResponse({ description: '{ success, drafts: [{ id, releaseTitle, releaseType, submissionId, updatedAt, path }] }' })
  @ApiOperation({ summary: "The signed-in artist's drafts (dashboard 'In Progress')" })
  async mine(@Req() req: RequestWithPrincipal): Promise<DraftsResponse> {
    return { success: true, drafts: (await this.listDrafts.execute(req.principal!.id)).map(toDraftSummary) };
  }
}
