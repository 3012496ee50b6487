import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { TokenService } from '../../application/ports/security.port';
import { TOKEN_RANDOM_BYTES } from '../../domain/invitations';

// No 0/O, 1/I/L: codes are read aloud and typed by hand.
const UNAMBIGUOUS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export class CryptoTokenService implements TokenService {
  generate(): string {
    return randomBytes(Math.max(TOKEN_RANDOM_BYTES, 24)).toString('base64url');
  }

  hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  code(length: number): string {
    return Array.from({ length }, () => UNAMBIGUOUS[randomInt(UNAMBIGUOUS.length)]).join('');
  }
}
