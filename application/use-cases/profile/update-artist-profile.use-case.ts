import { profileLinkIssues } from '../../../domain/profile';
import type { ArtistProfileFields, ArtistProfileRepository } from '../../ports/artist-profile.repository.port';
import type { ArtistProfileView } from './artist-profile.view';
import type { GetArtistProfileUseCase } from './get-artist-profile.use-case';
import { ProfileValidationError } from './profile.errors';

export interface UpdateArtistProfileDeps {
  profiles: ArtistProfileRepository;
  getProfile: GetArtistProfileUseCase;
}

/** Changes the fields given (trimmed); links must be http(s) addresses. Answers the updated profile. */
export class UpdateArtistProfileUseCase {
  constructor(private readonly deps: UpdateArtistProfileDeps) {}

  async execute(artistId: string, changes: Partial<ArtistProfileFields>): Promise<ArtistProfileView> {
    const trimmed = Object.fromEntries(
      Object.entries(changes).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
    ) as Partial<ArtistProfileFields>;
    const issues = profileLinkIssues(trimmed);
    if (issues.length > 0) throw new ProfileValidationError(issues);
    await this.deps.profiles.update(artistId, trimmed);
    return this.deps.getProfile.execute(artistId);
  }
}
