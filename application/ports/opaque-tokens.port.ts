/** Random, unguessable tokens (session ids, sign links, codes) and the digest under which they are stored. */
export interface OpaqueTokens {
  /** base64url, at least 128 bits of entropy. */
  generate(): string;
  /** A human-typable code of `length` characters without look-alike letters (invitation codes). */
  humanCode(length: number): string;
  /** SHA-256 hex of the token: what the database keeps instead of the token. */
  digest(token: string): string;
}
export const OPAQUE_TOKENS = Symbol('OpaqueTokens');
