/** Slow, salted hashing for passwords and invitation codes (scrypt in adapters/auth). */
export interface SecretHasher {
  hash(secret: string): Promise<string>;
  /** Constant-time comparison; false for a malformed hash. */
  verify(secret: string, hash: string): Promise<boolean>;
}
export const SECRET_HASHER = Symbol('SecretHasher');
