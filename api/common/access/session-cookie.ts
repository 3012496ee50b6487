import type { Request, Response } from 'express';
import type { AppConfig } from '../../../adapters/config';

/** The session id from the Cookie header (no cookie-parser needed for one cookie). */
export function sessionCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      try {
        return value ? decodeURIComponent(value) : undefined;
      } catch {
        // Malformed percent-encoding ('session=%') is no session at all, not a server error.
        return undefined;
      }
    }
  }
  return undefined;
}

export function setSessionCookie(res: Response, auth: AppConfig['auth'], token: string, expiresAt: Date): void {
  res.cookie(auth.cookieName, token, { httpOnly: true, sameSite: 'lax', secure: auth.cookieSecure, path: '/', expires: expiresAt });
}

export function clearSessionCookie(res: Response, auth: AppConfig['auth']): void {
  res.clearCookie(auth.cookieName, { httpOnly: true, sameSite: 'lax', secure: auth.cookieSecure, path: '/' });
}
