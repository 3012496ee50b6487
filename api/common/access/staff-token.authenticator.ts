import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { type Authenticator, bearerToken } from './authenticator';
import type { Principal } from './principal';

/** STAFF_API_TOKEN as a bearer token acts as staff: for scripts and API clients, never for browsers. */
export class StaffTokenAuthenticator implements Authenticator {
  constructor(private readonly token: string | undefined) {}

  async authenticate(req: Request): Promise<Principal | undefined> {
    const presented = bearerToken(req);
    if (!this.token || !presented) return undefined;
    const a = Buffer.from(presented);
    const b = Buffer.from(this.token);
    return a.length === b.length && timingSafeEqual(a, b) ? { role: 'staff', id: 'api-token', name: 'API token' } : undefined;
  }
}
