import type { RestoreArtistAccessResponse, RevokeArtistAccessResponse } from '../../wire';
import { Param } from '@nestjs/common';
import { ArtistAccessUseCase } from '../../application/use-cases/identity/artist-access.use-case';
import { ARTIST_ACCESS_MESSAGES } from '../../domain/access';
import { StaffController } from '../common/controller-kinds.decorators';
import { ApiNotFoundError } from '../common/http/api-error-responses.decorator';
import { artistIdOrNotFound } from '../common/http/artist-id-or-not-found.pipe';
import { Route } from '../common/route.decorators';

// The artist ID staff see (ART-…) or the internal id.
const artistId = artistIdOrNotFound(ARTIST_ACCESS_MESSAGES.notFound);

/** Staff cut off or give back one artist's portal access; each route answers 404 for an artist the label does not have. */
@StaffController('artist access (staff)', 'staff/artists/:artistId')
@ApiNotFoundError(ARTIST_ACCESS_MESSAGES.notFound)
export class ArtistAccessController {
  constructor(private readonly access: ArtistAccessUseCase) {}

  @Route('POST', 'revoke-access', 'RevokeArtistAccessResponse', {
    summary: "Cut off an artist's portal access: every session ends, sign-in is refused until restored",
  })
  async revoke(@Param('artistId', artistId) id: string): Promise<RevokeArtistAccessResponse> {
    const endedSessions = await this.access.revoke(id);
    return { success: true, message: ARTIST_ACCESS_MESSAGES.revoked, endedSessions };
  }

  @Route('POST', 'restore-access', 'RestoreArtistAccessResponse', {
    summary: "Give an artist's portal access back (same artist ID and code)",
  })
  async restore(@Param('artistId', artistId) id: string): Promise<RestoreArtistAccessResponse> {
    await this.access.restore(id);
    return { success: true, message: ARTIST_ACCESS_MESSAGES.restored };
  }
}
