import type { ArtistProfileRepository } from '../../ports/artist-profile.repository.port';
import { type ArtistProfileView, toProfileView } from './artist-profile.view';
import { NotFoundError } from './profile.errors';

export interface GetArtistProfileDeps {
  profiles: ArtistProfileRepository;
}

/** The signed-in artist's own profile with its completion and agreement state (artist-portal §3). */
export class GetArtistProfileUseCase {
  constructor(private readonly deps: GetArtistProfileDeps) {}

  async execute(artistId: string): Promise<ArtistProfileView> {
    const record = await this.deps.profiles.findOverview(artistId);
    if (!record) throw new NotFoundError('Artist not found');
    return toProfileView(record);
  }
}
