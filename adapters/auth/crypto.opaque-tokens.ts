import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { OpaqueTokens } from '../../application/ports/opaque-tokens.port';

// No 0/O, 1/I/L: codes are read from a mail and typed by hand.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export class CryptoOpaqueTokens implements OpaqueTokens {
  generate(): string {
    return randomBytes(32).toString('base64url');
  }

  humanCode(length: number): string {
    let code = '';
    for (let i = 0; i < length; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    return code;
  }

  digest(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }
}
