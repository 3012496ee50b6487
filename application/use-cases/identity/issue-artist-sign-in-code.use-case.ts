import type { ArtistCredentialRepository } from '../../ports/artist-credential.repository.port';
import type { Clock } from '../../ports/clock.port';
import type { OpaqueTokens } from '../../ports/opaque-tokens.port';
import type { SecretHasher } from '../../ports/secret-hasher.port';

/** Length of an invitation code: 10 characters of a 31-letter alphabet ≈ 49 bits, guessed only under the throttle. */
export const INVITATION_CODE_LENGTH = 10;

export interface ArtistSignInCode {
  /** The artist ID the artist types (artists.artist_code). */
  artistCode: string;
  /** Shown once (in the invitation mail); only its hash is kept. */
  invitationCode: string;
}

export interface IssueArtistSignInCodeDeps {
  credentials: ArtistCredentialRepository;
  hasher: SecretHasher;
  tokens: OpaqueTokens;
  clock: Clock;
}

/**
 * Gives an artist a fresh invitation code for the portal (replacing any earlier one). Called by the
 * create-invitation use case inside its unit of work, so the mail carries the artist ID and code.
 */
export class IssueArtistSignInCodeUseCase {
  constructor(private readonly deps: IssueArtistSignInCodeDeps) {}

  async hasCode(artistId: string): Promise<boolean> {
    return this.deps.credentials.hasCode(artistId);
  }

  async execute(artistId: string): Promise<ArtistSignInCode> {
    const artist = await this.deps.credentials.findByArtistId(artistId);
    if (!artist) throw new Error(`No artist ${artistId}`);
    const invitationCode = this.deps.tokens.humanCode(INVITATION_CODE_LENGTH);
    await this.deps.credentials.storeCode(artistId, await this.deps.hasher.hash(invitationCode), this.deps.clock.now());
    return { artistCode: artist.artistCode, invitationCode };
  }
}
