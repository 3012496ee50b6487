import type {
  ArtistProfileFields,
  ArtistProfileOverview,
  ArtistProfileRecord,
  ArtistProfileRepository,
} from '../../../application/ports/artist-profile.repository.port';
import { blankProfileFields } from '../builders/profile.builder';

/** An artist's profile with every field filled (Ada Lovelace, no agreement signed yet). */
export function anArtistProfile(overrides: Partial<ArtistProfileRecord> = {}): ArtistProfileRecord {
  return {
    artistId: '7b7d6c1e-0000-4000-8000-000000000001',
    artistCode: 'AR-ADA',
    email: 'ada@example.com',
    firstName: 'Ada',
    surname: 'Lovelace',
    status: 'active',
    pictureKey: null,
    hasSignedAgreement: false,
    agreementSignatureId: null,
    ...blankProfileFields(),
    name: 'Ada Lovelace',
    artistName: 'Ada L',
    nationality: 'GB',
    country: 'GB',
    city: 'London',
    ...overrides,
  };
}

/** Artist profiles in a Map. */
export class InMemoryArtistProfileRepository implements ArtistProfileRepository {
  readonly records = new Map<string, ArtistProfileRecord>();

  add(profile: ArtistProfileRecord): ArtistProfileRecord {
    this.records.set(profile.artistId, { ...profile });
    return profile;
  }

  async find(artistId: string): Promise<ArtistProfileRecord | undefined> {
    const found = this.records.get(artistId);
    return found && { ...found };
  }

  async findOverview(artistId: string): Promise<ArtistProfileOverview | undefined> {
    const found = await this.find(artistId);
    return found && { ...found, submissionCount: 0, agreementStatus: null };
  }

  async update(artistId: string, changes: Partial<ArtistProfileFields> & { pictureKey?: string | null }): Promise<void> {
    const found = this.records.get(artistId);
    if (found) Object.assign(found, changes);
  }

  async markAgreementSigned(artistId: string, signatureRequestId: string): Promise<void> {
    const found = this.records.get(artistId);
    if (found) Object.assign(found, { hasSignedAgreement: true, agreementSignatureId: signatureRequestId });
  }
}
