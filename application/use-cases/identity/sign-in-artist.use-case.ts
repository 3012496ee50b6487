import { SIGN_IN_MESSAGES } from '../../../domain/access';
import type { ArtistCredentialRepository, ArtistSignInRecord } from '../../ports/artist-credential.repository.port';
import type { CredentialSignIn, SignInRequest } from './credential-sign-in';
import type { StartedSession } from './session-service';

export function normaliseArtistCode(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * Artist ID + invitation code (artist-portal §5). Unknown ID and wrong code give the same error after the
 * same amount of hashing work; the attempt is reserved with the throttle before anything is verified.
 */
export class SignInArtistUseCase {
  constructor(private readonly deps: { credentials: ArtistCredentialRepository; credentialSignIn: CredentialSignIn }) {}

  async execute(artistId: string, code: string, request: SignInRequest): Promise<{ session: StartedSession; artist: ArtistSignInRecord }> {
    const artistCode = normaliseArtistCode(artistId);
    const { session, account } = await this.deps.credentialSignIn.signIn({
      role: 'artist',
      throttleKey: `artist:${artistCode}`,
      request,
      find: () => this.deps.credentials.findByArtistCode(artistCode),
      hashOf: (artist) => artist.codeHash,
      secret: code.trim(),
      subjectOf: (artist) => artist.artistId,
      invalidMessage: SIGN_IN_MESSAGES.invalidArtistCredentials,
    });
    return { session, artist: account };
  }
}
