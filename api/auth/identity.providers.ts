import type { Provider } from '@nestjs/common';
import { AttemptThrottle } from '../../application/use-cases/identity/attempt-throttle';
import { CredentialSignIn } from '../../application/use-cases/identity/credential-sign-in';
import { CreateStaffAccountUseCase } from '../../application/use-cases/identity/create-staff-account.use-case';
import { sessionPolicyOf, throttleRulesOf } from '../../application/use-cases/identity/identity-policy';
import { IssueArtistSignInCodeUseCase } from '../../application/use-cases/identity/issue-artist-sign-in-code.use-case';
import { PortalAccessInvitationHook } from '../../application/use-cases/identity/portal-access.invitation-hook';
import { SessionService } from '../../application/use-cases/identity/session-service';
import { SignInArtistUseCase } from '../../application/use-cases/identity/sign-in-artist.use-case';
import { SignInStaffUseCase } from '../../application/use-cases/identity/sign-in-staff.use-case';
import { constructWith } from '../infrastructure/construct-with';
import { withPorts } from '../infrastructure/with-ports';

/** The identity use cases, built once for every module (sessions and the sign-in throttle are shared state). */
export const identityProviders: Provider[] = [
  withPorts(
    SessionService,
    ['sessions', 'tokens', 'clock', 'accountStatus', 'config'],
    (p) =>
      new SessionService({
        sessions: p.sessions,
        tokens: p.tokens,
        clock: p.clock,
        policy: sessionPolicyOf(p.config.auth),
        accounts: p.accountStatus,
      }),
  ),
  withPorts(
    AttemptThrottle,
    ['authThrottle', 'clock', 'config'],
    (p) => new AttemptThrottle({ counters: p.authThrottle, clock: p.clock, rules: throttleRulesOf(p.config.auth) }),
  ),
  constructWith(CredentialSignIn, { hasher: 'hasher', throttle: AttemptThrottle, sessions: SessionService }),
  constructWith(SignInArtistUseCase, { credentials: 'artistCredentials', credentialSignIn: CredentialSignIn }),
  constructWith(SignInStaffUseCase, { accounts: 'staffAccounts', credentialSignIn: CredentialSignIn }),
  constructWith(CreateStaffAccountUseCase, { accounts: 'staffAccounts', hasher: 'hasher' }),
  // Registers the invitation hook that mails an invited artist's sign-in code along with the invitation.
  withPorts(IssueArtistSignInCodeUseCase, ['artistCredentials', 'hasher', 'tokens', 'clock', 'invitationHooks', 'config'], (p) => {
    const issueCode = new IssueArtistSignInCodeUseCase({
      credentials: p.artistCredentials,
      hasher: p.hasher,
      tokens: p.tokens,
      clock: p.clock,
    });
    if (!p.invitationHooks.some((hook) => hook instanceof PortalAccessInvitationHook)) {
      p.invitationHooks.push(new PortalAccessInvitationHook({ issueCode, publicUrl: p.config.publicUrl }));
    }
    return issueCode;
  }),
];
