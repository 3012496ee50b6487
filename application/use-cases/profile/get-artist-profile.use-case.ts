import type { ArtistProfileRepository } from '../../ports/artist-profile.repository.port';
import { type ArtistProfileView, toProfileView } from './artist-profile.view';
import { NotFoundError } from './profile.errors';

/** The signed-in artist's own profile with its completion and contract state (artist-portal §3). */
export class GetArtistProfileUseCase {
  constructor(private readonly profiles: ArtistProfileRepository) {}

  async execute(artistId: string): Promise<ArtistProfileView> {
    const record = await this.profiles.findOverview(artistId);
    if (!record) throw new NotFoundError('Artist not found');
    return toProfileView(record);
  }
}
