import type { Request } from 'express';
import type { AppConfig } from '../../../adapters/config';
import type { SessionService } from '../../../application/use-cases/identity/session-service';
import { type Authenticator, bearerToken } from './authenticator';
import { assertTrustedOrigin } from './origin-check';
import type { Principal } from './principal';
import { sessionCookie } from './session-cookie';

export type RequestWithSession = Request & { sessionToken?: string };

/** Server-side sessions from the session cookie or an `Authorization: Bearer <session id>` header. */
export class SessionAuthenticator implements Authenticator {
  constructor(
    private readonly sessions: SessionService,
    private readonly auth: AppConfig['auth'],
  ) {}

  async authenticate(req: RequestWithSession): Promise<Principal | undefined> {
    const fromCookie = sessionCookie(req, this.auth.cookieName);
    const token = bearerToken(req) ?? fromCookie;
    if (!token) return undefined;
    const session = await this.sessions.resolve(token);
    if (!session) return undefined;
    // Only the cookie rides along on cross-site requests; a bearer header cannot be forged by another site.
    if (token === fromCookie) assertTrustedOrigin(req, this.auth.trustedOrigins, true);
    req.sessionToken = token;
    return { role: session.role, id: session.subjectId };
  }
}
