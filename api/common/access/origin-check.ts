import type { Request } from 'express';
import { SIGN_IN_MESSAGES } from '../../../domain/access';
import { ApiException } from '../http/api-exception';

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
 * CSRF defence for cookie-authenticated writes: browsers send Origin on every non-GET request, so a write
 * that carries our cookie must come from one of our origins. `required` false lets a missing Origin pass
 * (sign-in forms posted by API clients); a foreign Origin is always refused.
 */
export function assertTrustedOrigin(req: Request, trustedOrigins: readonly string[], required: boolean): void {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = requestOrigin(req);
  if (origin === undefined ? !required : trustedOrigins.includes(origin)) return;
  throw new ApiException(403, SIGN_IN_MESSAGES.crossSiteRefused);
}
