import { SIGN_IN_MESSAGES } from '../../../domain/access';
import type { SecretHasher } from '../../ports/secret-hasher.port';
import type { StaffAccount, StaffAccountRepository } from '../../ports/staff-account.repository.port';
import type { AttemptThrottle } from './attempt-throttle';
import { DummySecret } from './dummy-secret';
import type { SessionService, StartedSession } from './session-service';
import type { SignInRequest } from './sign-in-artist.use-case';
import { InvalidCredentialsError } from './sign-in.errors';

/** Staff email + password; same throttling and same answer for unknown email and wrong password. */
export class SignInStaffUseCase {
  private readonly dummy: DummySecret;

  constructor(
    private readonly accounts: StaffAccountRepository,
    private readonly hasher: SecretHasher,
    private readonly throttle: AttemptThrottle,
    private readonly sessions: SessionService,
  ) {
    this.dummy = new DummySecret(hasher);
  }

  async execute(email: string, password: string, request: SignInRequest): Promise<{ session: StartedSession; staff: StaffAccount }> {
    const keys = { account: `staff:${email.trim().toLowerCase()}`, ip: request.ip };
    const attempt = await this.throttle.reserve(keys);
    const staff = await this.accounts.findByEmail(email.trim());
    const valid = staff?.active ? await this.hasher.verify(password, staff.passwordHash) : await this.dummy.burn(password);
    if (!staff || !valid) {
      throw new InvalidCredentialsError(SIGN_IN_MESSAGES.invalidStaffCredentials);
    }
    await this.throttle.recordSuccess(attempt);
    const session = await this.sessions.start({
      role: 'staff',
      subjectId: staff.id,
      ip: request.ip,
      userAgent: request.userAgent,
      replacing: request.previousToken,
    });
    return { session, staff };
  }
}
