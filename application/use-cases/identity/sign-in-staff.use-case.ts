import { SIGN_IN_MESSAGES } from '../../../domain/access';
import type { StaffAccount, StaffAccountRepository } from '../../ports/staff-account.repository.port';
import type { CredentialSignIn, SignInRequest } from './credential-sign-in';
import type { StartedSession } from './session-service';

/** Staff email + password; same throttling and same answer for unknown email and wrong password. */
export class SignInStaffUseCase {
  constructor(private readonly deps: { accounts: StaffAccountRepository; credentialSignIn: CredentialSignIn }) {}

  async execute(email: string, password: string, request: SignInRequest): Promise<{ session: StartedSession; staff: StaffAccount }> {
    const { session, account } = await this.deps.credentialSignIn.signIn({
      role: 'staff',
      throttleKey: `staff:${email.trim().toLowerCase()}`,
      request,
      find: () => this.deps.accounts.findByEmail(email.trim()),
      hashOf: (staff) => (staff.active ? staff.passwordHash : undefined),
      secret: password,
      subjectOf: (staff) => staff.id,
      invalidMessage: SIGN_IN_MESSAGES.invalidStaffCredentials,
    });
    return { session, staff: account };
  }
}
