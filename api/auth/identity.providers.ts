import type { Infrastructure } from '../../adapters/registry';
import { buildIdentityUseCases, type IdentityUseCases } from '../../application/use-cases/identity/identity.use-cases';

/** Nest token of the identity use cases (sessions, sign-in, throttle, IssueArtistSignInCode...). */
export const IDENTITY = Symbol('IdentityUseCases');

export function identityUseCasesFor(infrastructure: Infrastructure): IdentityUseCases {
  return buildIdentityUseCases({ clock: infrastructure.clock, ...infrastructure.identity }, infrastructure.config.auth);
}
