import type { SecretHasher } from '../../ports/secret-hasher.port';

export interface DummySecretDeps {
  hasher: SecretHasher;
}

/** Spends one verification on a throwaway hash so an unknown account costs as long as a wrong secret. */
export class DummySecret {
  private hash: Promise<string> | undefined;

  constructor(private readonly deps: DummySecretDeps) {}

  async burn(secret: string): Promise<false> {
    this.hash ??= this.deps.hasher.hash('not-a-real-secret');
    await this.deps.hasher.verify(secret, await this.hash);
    return false;
  }
}
