import type { SecretHasher } from '../../ports/secret-hasher.port';

/** Spends one verification on a throwaway hash so an unknown account costs as long as a wrong secret. */
export class DummySecret {
  private hash: Promise<string> | undefined;

  constructor(private readonly hasher: SecretHasher) {}

  async burn(secret: string): Promise<false> {
    this.hash ??= this.hasher.hash('not-a-real-secret');
    await this.hasher.verify(secret, await this.hash);
    return false;
  }
}
