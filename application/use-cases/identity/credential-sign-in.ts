import type { SecretHasher } from '../../ports/secret-hasher.port';
import type { SessionRole } from '../../ports/session.repository.port';
import type { AttemptThrottle } from './attempt-throttle';
import { DummySecret } from './dummy-secret';
import type { SessionService, StartedSession } from './session-service';
import { InvalidCredentialsError } from './sign-in.errors';

export interface SignInRequest {
  ip: string;
  userAgent?: string;
  /** The session the client presented, if any: it is ended (rotation). */
  previousToken?: string;
}

/** One sign-in attempt on an account found by what the caller typed. */
export interface CredentialAttempt<Account> {
  role: SessionRole;
  /** The account as the throttle counts it (`staff:<email>`, `artist:<code>`). */
  throttleKey: string;
  request: SignInRequest;
  find(): Promise<Account | undefined>;
  /** The hash the secret must match; none when the account may not sign in. */
  hashOf(account: Account): string | null | undefined;
  secret: string;
  subjectOf(account: Account): string;
  /** The one answer for an unknown account and a wrong secret alike. */
  invalidMessage: string;
}

export interface CredentialSignInDeps {
  hasher: SecretHasher;
  throttle: AttemptThrottle;
  sessions: SessionService;
}

/**
 * What every sign-in does: the attempt is reserved with the throttle before anything is verified, an unknown
 * account costs the same hashing work as a wrong secret, and a success gives the attempt back and starts a session.
 */
export class CredentialSignIn {
  private readonly dummy: DummySecret;

  constructor(private readonly deps: CredentialSignInDeps) {
    this.dummy = new DummySecret({ hasher: deps.hasher });
  }

  async signIn<Account>(attempt: CredentialAttempt<Account>): Promise<{ session: StartedSession; account: Account }> {
    const { request } = attempt;
    const reserved = await this.deps.throttle.reserve({ account: attempt.throttleKey, ip: request.ip });
    const account = await attempt.find();
    const hash = account ? attempt.hashOf(account) : undefined;
    const valid = hash ? await this.deps.hasher.verify(attempt.secret, hash) : await this.dummy.burn(attempt.secret);
    if (!account || !valid) throw new InvalidCredentialsError(attempt.invalidMessage);
    await this.deps.throttle.recordSuccess(reserved);
    const session = await this.deps.sessions.start({
      role: attempt.role,
      subjectId: attempt.subjectOf(account),
      ip: request.ip,
      userAgent: request.userAgent,
      replacing: request.previousToken,
    });
    return { session, account };
  }
}
