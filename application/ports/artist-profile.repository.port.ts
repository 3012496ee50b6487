import type { SignatureStatus } from '../../domain/agreement';
import type { ArtistProfileFields } from '../../domain/profile';

export type { ArtistProfileFields };

export interface ArtistProfileRecord extends ArtistProfileFields {
  artistId: string;
  artistCode: string;
  email: string;
  firstName: string;
  surname: string;
  status: string;
  pictureKey: string | null;
  hasSignedAgreement: boolean;
  agreementSignatureId: string | null;
}

/** The profile with what the profile page shows beside it, read together. */
export interface ArtistProfileOverview extends ArtistProfileRecord {
  submissionCount: number;
  /** The status of the artist's latest signature request, if any. */
  agreementStatus: SignatureStatus | null;
}

export interface ArtistProfileRepository {
  find(artistId: string): Promise<ArtistProfileRecord | undefined>;
  findOverview(artistId: string): Promise<ArtistProfileOverview | undefined>;
  update(artistId: string, changes: Partial<ArtistProfileFields> & { pictureKey?: string | null }): Promise<void>;
  markAgreementSigned(artistId: string, signatureRequestId: string): Promise<void>;
}
export const ARTIST_PROFILE_REPOSITORY = Symbol('ArtistProfileRepository');
