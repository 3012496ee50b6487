import type { Request } from 'express';
import { browserName } from './browser-name';
import type { Requester } from '../../application/use-cases/uploads/upload-policy';
import type { RequestWithPrincipal } from '../common/access/principal';

export function requesterOf(req: Request): Requester | undefined {
  const principal = (req as RequestWithPrincipal).principal;
  return principal ? { role: principal.role, id: principal.id } : undefined;
}

export function browserOf(req: Request): string {
  return browserName(req.headers['user-agent']);
}

/** The form session sent as the X-Form-Session header, if any. */
export function formSessionHeaderOf(req: Request): string | undefined {
  const header = req.headers['x-form-session'];
  return typeof header === 'string' && header ? header : undefined;
}

/** The form session for reading files: a header for fetches, a query parameter for <audio src>. */
export function sessionTokenOf(req: Request): string | undefined {
  const header = formSessionHeaderOf(req);
  if (header) return header;
  const query = req.query.session;
  return typeof query === 'string' && query ? query : undefined;
}

/** The client's address as Express resolved it (TRUST_PROXY_HOPS decides whether X-Forwarded-For counts). */
export function addressOf(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** The request's declared Content-Length, when it sent one. */
export function declaredLengthOf(req: Request): number | undefined {
  const length = Number(req.headers['content-length']);
  return Number.isSafeInteger(length) && length > 0 ? length : undefined;
}
