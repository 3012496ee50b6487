import { SessionService } from '../../../application/use-cases/identity/session-service';
import { withPorts } from '../../infrastructure/with-ports';
import { AUTHENTICATORS } from './authenticator';
import { SessionAuthenticator } from './session.authenticator';
import { StaffTokenAuthenticator } from './staff-token.authenticator';

/** Who a request is: the staff API token first, then a session (cookie or bearer). */
export const authenticatorsProvider = withPorts(
  AUTHENTICATORS,
  ['config'],
  (p, sessions: SessionService) => [new StaffTokenAuthenticator(p.config.staffApiToken), new SessionAuthenticator(sessions, p.config.auth)],
  [SessionService],
);
