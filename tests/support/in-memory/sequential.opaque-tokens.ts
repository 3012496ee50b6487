import { createHash } from 'node:crypto';
import type { OpaqueTokens } from '../../../application/ports/opaque-tokens.port';

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * Predictable tokens (token-1AAA…, token-2AAA…) and codes (AAAAAB, AAAAAC, …) in the shapes the real ones have,
 * with the real digest, so a test can name the token it was given.
 */
export class SequentialOpaqueTokens implements OpaqueTokens {
  private issued = 0;

  generate(): string {
    return `token-${++this.issued}`.padEnd(43, 'A');
  }

  humanCode(length: number): string {
    let n = ++this.issued;
    let code = '';
    while (n > 0) {
      code = CODE_ALPHABET[n % CODE_ALPHABET.length] + code;
      n = Math.floor(n / CODE_ALPHABET.length);
    }
    return code.padStart(length, CODE_ALPHABET[0]).slice(-length);
  }

  digest(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
