import type {
  ArtistProfileFields,
  ArtistProfileOverview,
  ArtistProfileRecord,
  ArtistProfileRepository,
} from '../../../application/ports/artist-profile.repository.port';
import type { DatabaseHandle } from '../database';
import { NotifiedCache } from '../notified-cache';
import { NotifiedCacheRepository } from '../notified-cache.repository';

export const PROFILE_CHANGES_CHANNEL = 'profile_changes';
const MAX_CACHED_OVERVIEWS = 20_000;

/**
 * The profile overview (read on every dashboard view) from memory. Triggers on the artist, profile, submission and
 * signature-request tables name the artist on the profile channel whenever what the overview shows changes, however
 * the change was made; this process drops its copy when it hears of it. While the channel is down, reads go to the
 * database.
 */
export class CachedArtistProfileRepository
  extends NotifiedCacheRepository<ArtistProfileRepository, ArtistProfileOverview>
  implements ArtistProfileRepository
{
  static async open(inner: ArtistProfileRepository, database: DatabaseHandle): Promise<CachedArtistProfileRepository> {
    return new CachedArtistProfileRepository(inner, await NotifiedCache.following(database, PROFILE_CHANGES_CHANNEL, MAX_CACHED_OVERVIEWS));
  }

  find(artistId: string): Promise<ArtistProfileRecord | undefined> {
    return this.inner.find(artistId);
  }

  async findOverview(artistId: string): Promise<ArtistProfileOverview | undefined> {
    const overview = await this.cache.read(artistId, () => this.inner.findOverview(artistId));
    return overview && { ...overview };
  }

  update(artistId: string, changes: Partial<ArtistProfileFields> & { pictureKey?: string | null }): Promise<void> {
    return this.writing(artistId, this.inner.update(artistId, changes));
  }

  markAgreementSigned(artistId: string, signatureRequestId: string): Promise<void> {
    return this.writing(artistId, this.inner.markAgreementSigned(artistId, signatureRequestId));
  }
}
