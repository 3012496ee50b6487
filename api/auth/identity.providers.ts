import type { Infrastructure } from '../../adapters/registry';
import { PortalAccessInvitationHook } from '../../application/use-cases/identity/portal-access.invitation-hook';
import { buildIdentityUseCases, type IdentityUseCases } from '../../application/use-cases/identity/identity.use-cases';

/** Nest token of the identity use cases (sessions, sign-in, throttle, IssueArtistSignInCode...). */
export const IDENTITY = Symbol('IdentityUseCases');

/** Builds the identity use cases and registers the invitation hook that issues an artist's sign-in code. */
export function identityUseCasesFor(infrastructure: Infrastructure): IdentityUseCases {
  const identity = buildIdentityUseCases({ clock: infrastructure.clock, ...infrastructure.identity }, infrastructure.config.auth);
  if (!infrastructure.invitationHooks.some((hook) => hook instanceof PortalAccessInvitationHook)) {
    infrastructure.invitationHooks.push(new PortalAccessInvitationHook(identity.issueArtistSignInCode, infrastructure.config.publicUrl));
  }
  return identity;
}
