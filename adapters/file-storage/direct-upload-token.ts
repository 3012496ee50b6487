import { createHmac, timingSafeEqual } from 'node:crypto';

export interface DirectUploadClaims {
  key: string;
  contentType: string;
  size: number;
  /** Expiry, epoch milliseconds. */
  exp: number;
}

export type TokenCheck = { ok: true; claims: DirectUploadClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** A signed, expiring PUT token for the local adapter's direct uploads (the object-store presigned URL's twin). */
export class DirectUploadToken {
  constructor(private readonly secret: string) {}

  sign(claims: DirectUploadClaims): string {
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  verify(token: string, now: Date): TokenCheck {
    const [body, mac] = token.split('.');
    if (!body || !mac) return { ok: false, reason: 'invalid' };
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as DirectUploadClaims;
    return claims.exp < now.getTime() ? { ok: false, reason: 'expired' } : { ok: true, claims };
  }

  private mac(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}
