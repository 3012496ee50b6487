import { createHash } from 'node:crypto';
import { CryptoOpaqueTokens } from '../../adapters/security/crypto.opaque-tokens';
import type { OpaqueTokens } from '../../application/ports/opaque-tokens.port';
import { SequentialOpaqueTokens } from '../support/in-memory/sequential.opaque-tokens';

const LOOK_ALIKES = /[0O1IL]/;

/** The shapes every OpaqueTokens gives: the crypto adapter and the predictable fake the use-case tests use. */
describe.each<[string, () => OpaqueTokens]>([
  ['crypto', () => new CryptoOpaqueTokens()],
  ['sequential fake', () => new SequentialOpaqueTokens()],
])('OpaqueTokens port suite: %s', (_name, make) => {
  it('generates distinct base64url tokens of at least 128 bits', () => {
    const tokens = make();
    const issued = Array.from({ length: 50 }, () => tokens.generate());
    for (const token of issued) expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(new Set(issued).size).toBe(50);
  });

  it('makes human codes of the asked length without look-alike characters', () => {
    const tokens = make();
    for (const length of [6, 8, 12]) {
      const code = tokens.humanCode(length);
      expect(code).toHaveLength(length);
      expect(code).toMatch(/^[A-Z2-9]+$/);
      expect(code).not.toMatch(LOOK_ALIKES);
    }
  });

  it('digests a token as SHA-256 hex', () => {
    expect(make().digest('résumé-token')).toBe(createHash('sha256').update('résumé-token', 'utf8').digest('hex'));
  });
});
