import type { AccountStatusReader } from '../../ports/account-status.port';
import type { ArtistCredentialRepository } from '../../ports/artist-credential.repository.port';
import type { AuthThrottleRepository } from '../../ports/auth-throttle.repository.port';
import type { Clock } from '../../ports/clock.port';
import type { OpaqueTokens } from '../../ports/opaque-tokens.port';
import type { SecretHasher } from '../../ports/secret-hasher.port';
import type { SessionRepository } from '../../ports/session.repository.port';
import type { StaffAccountRepository } from '../../ports/staff-account.repository.port';
import { AttemptThrottle } from './attempt-throttle';
import { CreateStaffAccountUseCase } from './create-staff-account.use-case';
import { IssueArtistSignInCodeUseCase } from './issue-artist-sign-in-code.use-case';
import { SessionService } from './session-service';
import { SignInArtistUseCase } from './sign-in-artist.use-case';
import { SignInStaffUseCase } from './sign-in-staff.use-case';

export interface IdentityDependencies {
  clock: Clock;
  hasher: SecretHasher;
  tokens: OpaqueTokens;
  sessions: SessionRepository;
  staffAccounts: StaffAccountRepository;
  artistCredentials: ArtistCredentialRepository;
  throttle: AuthThrottleRepository;
  accountStatus: AccountStatusReader;
}

export interface IdentityPolicy {
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  throttle: { accountLimit: number; newAddressLimit: number; ipLimit: number; windowMinutes: number };
}

export interface IdentityUseCases {
  sessions: SessionService;
  throttle: AttemptThrottle;
  signInArtist: SignInArtistUseCase;
  signInStaff: SignInStaffUseCase;
  issueArtistSignInCode: IssueArtistSignInCodeUseCase;
  createStaffAccount: CreateStaffAccountUseCase;
}

/** Wires the identity use cases once (API, seed and scripts share this). */
export function buildIdentityUseCases(deps: IdentityDependencies, policy: IdentityPolicy): IdentityUseCases {
  const sessions = new SessionService(
    deps.sessions,
    deps.tokens,
    deps.clock,
    {
      idleMinutes: policy.sessionIdleMinutes,
      absoluteHours: policy.sessionAbsoluteHours,
    },
    deps.accountStatus,
  );
  const { accountLimit, newAddressLimit, ipLimit, windowMinutes } = policy.throttle;
  const throttle = new AttemptThrottle(deps.throttle, deps.clock, {
    accountAndAddress: { limit: accountLimit, windowMinutes },
    accountFromNewAddresses: { limit: newAddressLimit, windowMinutes },
    ip: { limit: ipLimit, windowMinutes },
  });
  return {
    sessions,
    throttle,
    signInArtist: new SignInArtistUseCase(deps.artistCredentials, deps.hasher, throttle, sessions),
    signInStaff: new SignInStaffUseCase(deps.staffAccounts, deps.hasher, throttle, sessions),
    issueArtistSignInCode: new IssueArtistSignInCodeUseCase(deps.artistCredentials, deps.hasher, deps.tokens, deps.clock),
    createStaffAccount: new CreateStaffAccountUseCase(deps.staffAccounts, deps.hasher),
  };
}
