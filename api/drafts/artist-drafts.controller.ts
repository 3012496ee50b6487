import { Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ListArtistDraftsUseCase } from '../../application/use-cases/drafts/list-artist-drafts.use-case';
import type { DraftsResponse } from '../../wire';
import { Roles } from '../common/access/access.decorators';
import type { RequestWithPrincipal } from '../common/access/principal';
import { ApiArtistOnly } from '../common/http/api-error-responses.decorator';
import { toDraftSummary } from './draft.wire';
import { Route } from '../common/route.decorators';

/** The signed-in artist's drafts, listed on the dashboard. */
@ApiTags('drafts')
@Controller()
export class ArtistDraftsController {
  constructor(private readonly listDrafts: ListArtistDraftsUseCase) {}

  @Route('GET', 'profile/drafts', 'DraftsResponse', { summary: "The signed-in artist's drafts (dashboard 'In Progress')" })
  @Roles('artist')
  @ApiArtistOnly()
  async mine(@Req() req: RequestWithPrincipal): Promise<DraftsResponse> {
    return { success: true, drafts: (await this.listDrafts.execute(req.principal!.id)).map(toDraftSummary) };
  }
}
