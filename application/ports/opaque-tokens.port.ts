/**
 * Random, unguessable tokens (sessions, invitation and returning links, draft resume links, sign links), the
 * human codes typed by hand (artist codes, sign-in codes) and the digest under which tokens are stored.
 */
export interface OpaqueTokens {
  /** base64url, at least 128 bits of entropy. */
  generate(): string;
  /** A human-typable code of `length` characters without look-alike letters. */
  humanCode(length: number): string;
  /** SHA-256 hex of the token: what the database keeps instead of the token. */
  digest(token: string): string;
}
export const OPAQUE_TOKENS = Symbol('OpaqueTokens');
