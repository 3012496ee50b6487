import type { Request } from 'express';
import type { Principal } from './principal';

/** Turns a request into a Principal (a session cookie, a bearer token...), or undefined when it carries none. */
export interface Authenticator {
  authenticate(req: Request): Promise<Principal | undefined>;
}
export const AUTHENTICATORS = Symbol('Authenticators');

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}
