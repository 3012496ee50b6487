import type { Request } from 'express';
import { SIGN_IN_MESSAGES } from '../../../domain/access';
import { AppError } from '../../../application/errors/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestOrigin(req: Request): string | undefined {
  const origin = req.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = req.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * The origin names the host this request was sent to (any name of it: localhost, 127.0.0.1, a LAN address).
 * A cross-site page cannot choose the Host its victim's browser sends, so this is as strong as a fixed list.
 * `req.host` follows X-Forwarded-Host only when the proxy is trusted (TRUST_PROXY_HOPS).
 */
function isOwnHost(req: Request, origin: string): boolean {
  try {
    const host = req.host;
    return Boolean(host) && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * CSRF defence for cookie-authenticated writes: browsers send Origin on every non-GET request, so a write
 * that carries our cookie must come from our own host or one of our configured origins. `required` false lets a missing Origin pass
 * (sign-in forms posted by API clients); a foreign Origin is always refused.
 */
export function assertTrustedOrigin(req: Request, trustedOrigins: readonly string[], required: boolean): void {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = requestOrigin(req);
  if (origin === undefined ? !required : trustedOrigins.includes(origin) || isOwnHost(req, origin)) return;
  throw new AppError('forbidden', SIGN_IN_MESSAGES.crossSiteRefused);
}
