import type { RestoreArtistAccessResponse, RevokeArtistAccessResponse } from '../../contracts';
import { Controller, HttpCode, Inject, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ArtistAccessUseCase } from '../../application/use-cases/identity/artist-access.use-case';
import { ARTIST_ACCESS_MESSAGES } from '../../domain/access';
import { Roles } from '../common/access/access.decorators';
import { ApiNotFoundError, ApiStaffOnly } from '../common/http/api-error-responses.decorator';
import { ApiException } from '../common/http/api-exception';

const artistId = new ParseUUIDPipe({ exceptionFactory: () => new ApiException(404, ARTIST_ACCESS_MESSAGES.notFound) });

@ApiTags('artist access (staff)')
@ApiStaffOnly()
@Roles('staff')
@Controller('staff/artists')
export class ArtistAccessController {
  constructor(@Inject(ArtistAccessUseCase) private readonly access: ArtistAccessUseCase) {}

  @Post(':artistId/revoke-access')
  @HttpCode(200)
  @ApiOperation({ summary: "Cut off an artist's portal access: every session ends, sign-in is refused until restored" })
  @ApiOkResponse({ description: '{ success, message, endedSessions }' })
  @ApiNotFoundError(ARTIST_ACCESS_MESSAGES.notFound)
  async revoke(@Param('artistId', artistId) id: string): Promise<RevokeArtistAccessResponse> {
    const endedSessions = await this.access.revoke(id);
    return { success: true, message: ARTIST_ACCESS_MESSAGES.revoked, endedSessions };
  }

  @Post(':artistId/restore-access')
  @HttpCode(200)
  @ApiOperation({ summary: "Give an artist's portal access back (same artist ID and code)" })
  @ApiOkResponse({ description: '{ success, message }' })
  @ApiNotFoundError(ARTIST_ACCESS_MESSAGES.notFound)
  async restore(@Param('artistId', artistId) id: string): Promise<RestoreArtistAccessResponse> {
    await this.access.restore(id);
    return { success: true, message: ARTIST_ACCESS_MESSAGES.restored };
  }
}
