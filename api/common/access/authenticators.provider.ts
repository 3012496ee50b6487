import type { IdentityUseCases } from '../../../application/use-cases/identity/identity.use-cases';
import { IDENTITY } from '../../auth/identity.providers';
import { withPorts } from '../../infrastructure/with-ports';
import { AUTHENTICATORS } from './authenticator';
import { SessionAuthenticator } from './session.authenticator';
import { StaffTokenAuthenticator } from './staff-token.authenticator';

/** Who a request is: the staff API token first, then a session (cookie or bearer). */
export const authenticatorsProvider = withPorts(
  AUTHENTICATORS,
  ['config'],
  (p, identity: IdentityUseCases) => [
    new StaffTokenAuthenticator(p.config.staffApiToken),
    new SessionAuthenticator(identity.sessions, p.config.auth),
  ],
  [IDENTITY],
);
