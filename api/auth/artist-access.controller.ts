import type { RestoreArtistAccessResponse, RevokeArtistAccessResponse } from '../../contracts';
import { Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ArtistAccessUseCase } from '../../application/use-cases/identity/artist-access.use-case';
import { ARTIST_ACCESS_MESSAGES } from '../../domain/access';
import { ApiNotFoundError } from '../common/http/api-error-responses.decorator';
import { StaffController } from '../common/controller-kinds.decorators';
import { artistIdOrNotFound } from '../common/http/artist-id-or-not-found.pipe';
import { PostAction } from '../common/route.decorators';
import { ApiAnswer } from '../openapi/api-answer.decorator';

// The artist ID staff see (ART-…) or the internal id.
const artistId = artistIdOrNotFound(ARTIST_ACCESS_MESSAGES.notFound);

@StaffController('artist access (staff)', 'staff/artists')
export class ArtistAccessController {
  constructor(private readonly access: ArtistAccessUseCase) {}

  @ApiAnswer('RevokeArtistAccessResponse')
  @PostAction(':artistId/revoke-access')
  @ApiOperation({ summary: "Cut off an artist's portal access: every session ends, sign-in is refused until restored" })
  @ApiOkResponse({ description: '{ success, message, endedSessions }' })
  @ApiNotFoundError(ARTIST_ACCESS_MESSAGES.notFound)
  async revoke(@Param('artistId', artistId) id: string): Promise<RevokeArtistAccessResponse> {
    const endedSessions = await this.access.revoke(id);
    return { success: true, message: ARTIST_ACCESS_MESSAGES.revoked, endedSessions };
  }

  @ApiAnswer('RestoreArtistAccessResponse')
  @PostAction(':artistId/restore-access')
  @ApiOperation({ summary: "Give an artist's portal access back (same artist ID and code)" })
  @ApiOkResponse({ description: '{ success, message }' })
  @ApiNotFoundError(ARTIST_ACCESS_MESSAGES.notFound)
  async restore(@Param('artistId', artistId) id: string): Promise<RestoreArtistAccessResponse> {
    await this.access.restore(id);
    return { success: true, message: ARTIST_ACCESS_MESSAGES.restored };
  }
}
