import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { OpaqueTokens } from '../../application/ports/opaque-tokens.port';

// No 0/O, 1/I/L: codes are read aloud or from a mail and typed by hand.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const TOKEN_BYTES = 32;

export class CryptoOpaqueTokens implements OpaqueTokens {
  generate(): string {
    return randomBytes(TOKEN_BYTES).toString('base64url');
  }

  humanCode(length: number): string {
    return Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  }

  digest(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }
}
