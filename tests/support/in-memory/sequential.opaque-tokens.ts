import { createHash } from 'node:crypto';
import type { OpaqueTokens } from '../../../application/ports/opaque-tokens.port';

/** Predictable tokens (token-1, token-2, …) with the real digest, so a test can name the token it was given. */
export class SequentialOpaqueTokens implements OpaqueTokens {
  private issued = 0;

  generate(): string {
    return `token-${++this.issued}`;
  }

  humanCode(length: number): string {
    return String(++this.issued).padStart(length, 'A');
  }

  digest(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
