import { SIGN_IN_MESSAGES } from '../../../domain/access';
import type { SecretHasher } from '../../ports/secret-hasher.port';
import type { StaffAccount, StaffAccountRepository } from '../../ports/staff-account.repository.port';
import type { AttemptThrottle } from './attempt-throttle';
import { CredentialSignIn, type SignInRequest } from './credential-sign-in';
import type { SessionService, StartedSession } from './session-service';

/** Staff email + password; same throttling and same answer for unknown email and wrong password. */
export class SignInStaffUseCase {
  private readonly credentialSignIn: CredentialSignIn;

  constructor(
    private readonly accounts: StaffAccountRepository,
    hasher: SecretHasher,
    throttle: AttemptThrottle,
    sessions: SessionService,
  ) {
    this.credentialSignIn = new CredentialSignIn(hasher, throttle, sessions);
  }

  async execute(email: string, password: string, request: SignInRequest): Promise<{ session: StartedSession; staff: StaffAccount }> {
    const { session, account } = await this.credentialSignIn.signIn({
      role: 'staff',
      throttleKey: `staff:${email.trim().toLowerCase()}`,
      request,
      find: () => this.accounts.findByEmail(email.trim()),
      hashOf: (staff) => (staff.active ? staff.passwordHash : undefined),
      secret: password,
      subjectOf: (staff) => staff.id,
      invalidMessage: SIGN_IN_MESSAGES.invalidStaffCredentials,
    });
    return { session, staff: account };
  }
}
