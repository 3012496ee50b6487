import { SIGN_IN_MESSAGES } from '../../../domain/access';
import type { ArtistCredentialRepository, ArtistSignInRecord } from '../../ports/artist-credential.repository.port';
import type { SecretHasher } from '../../ports/secret-hasher.port';
import type { AttemptThrottle } from './attempt-throttle';
import type { SessionService, StartedSession } from './session-service';
import { DummySecret } from './dummy-secret';
import { InvalidCredentialsError } from './sign-in.errors';

export interface SignInRequest {
  ip: string;
  userAgent?: string;
  /** The session the client presented, if any: it is ended (rotation). */
  previousToken?: string;
}

export function normaliseArtistCode(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * Artist ID + invitation code (artist-portal §5). Unknown ID and wrong code give the same error after the
 * same amount of hashing work; the attempt is reserved with the throttle before anything is verified.
 */
export class SignInArtistUseCase {
  private readonly dummy: DummySecret;

  constructor(
    private readonly credentials: ArtistCredentialRepository,
    private readonly hasher: SecretHasher,
    private readonly throttle: AttemptThrottle,
    private readonly sessions: SessionService,
  ) {
    this.dummy = new DummySecret(hasher);
  }

  async execute(artistId: string, code: string, request: SignInRequest): Promise<{ session: StartedSession; artist: ArtistSignInRecord }> {
    const keys = { account: `artist:${normaliseArtistCode(artistId)}`, ip: request.ip };
    const attempt = await this.throttle.reserve(keys);
    const artist = await this.credentials.findByArtistCode(normaliseArtistCode(artistId));
    const valid = artist?.codeHash ? await this.hasher.verify(code.trim(), artist.codeHash) : await this.dummy.burn(code);
    if (!artist || !valid) {
      throw new InvalidCredentialsError(SIGN_IN_MESSAGES.invalidArtistCredentials);
    }
    await this.throttle.recordSuccess(attempt);
    const session = await this.sessions.start({
      role: 'artist',
      subjectId: artist.artistId,
      ip: request.ip,
      userAgent: request.userAgent,
      replacing: request.previousToken,
    });
    return { session, artist };
  }
}
