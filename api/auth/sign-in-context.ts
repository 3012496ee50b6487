import type { Request } from 'express';
import type { AppConfig } from '../../adapters/config';
import { sessionCookie } from '../common/access/session-cookie';

export const callerAddress = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** Who is signing in, as the sign-in use cases record it; the session cookie they may already hold is replaced. */
export function signInContext(req: Request, auth: AppConfig['auth']) {
  return { ip: callerAddress(req), userAgent: req.get('user-agent'), previousToken: sessionCookie(req, auth.cookieName) };
}
