import { PortalAccessInvitationHook } from '../../application/use-cases/identity/portal-access.invitation-hook';
import { buildIdentityUseCases } from '../../application/use-cases/identity/identity.use-cases';
import { withPorts } from '../infrastructure/with-ports';

/** Nest token of the identity use cases (sessions, sign-in, throttle, IssueArtistSignInCodeUseCase...). */
export const IDENTITY = Symbol('IdentityUseCases');

/** Builds the identity use cases once and registers the invitation hook that issues an artist's sign-in code. */
export const identityProvider = withPorts(
  IDENTITY,
  [
    'clock',
    'hasher',
    'tokens',
    'sessions',
    'staffAccounts',
    'artistCredentials',
    'authThrottle',
    'accountStatus',
    'invitationHooks',
    'config',
  ],
  (p) => {
    const identity = buildIdentityUseCases(
      {
        clock: p.clock,
        hasher: p.hasher,
        tokens: p.tokens,
        sessions: p.sessions,
        staffAccounts: p.staffAccounts,
        artistCredentials: p.artistCredentials,
        throttle: p.authThrottle,
        accountStatus: p.accountStatus,
      },
      p.config.auth,
    );
    if (!p.invitationHooks.some((hook) => hook instanceof PortalAccessInvitationHook)) {
      p.invitationHooks.push(new PortalAccessInvitationHook(identity.issueArtistSignInCode, p.config.publicUrl));
    }
    return identity;
  },
);
