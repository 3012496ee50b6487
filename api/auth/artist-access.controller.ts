import type { RestoreArtistAccessResponse, RevokeArtistAccessResponse } from '../../contracts';
import { HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ArtistAccessUseCase } from '../../application/use-cases/identity/artist-access.use-case';
import { ARTIST_ACCESS_MESSAGES } from '../../domain/access';
import { ApiNotFoundError } from '../common/http/api-error-responses.decorator';
import { StaffController } from '../common/controller-kinds.decorators';
import { uuidOrNotFound } from '../common/http/uuid-or-not-found.pipe';

const artistId = uuidOrNotFound(ARTIST_ACCESS_MESSAGES.notFound);

@StaffController('artist access (staff)', 'staff/artists')
export class ArtistAccessController {
  constructor(private readonly access: ArtistAccessUseCase) {}

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
