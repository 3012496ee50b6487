import { randomBytes } from 'node:crypto';
import type { SettingsRepository } from '../../application/ports/settings.repository.port';

/**
 * A 32-byte server secret kept in app_settings under `key` (generated on first use), so every instance
 * derives the same values from it.
 */
export class StoredSecret {
  private secret: Promise<Buffer> | undefined;

  constructor(
    private readonly settings: SettingsRepository,
    private readonly key: string,
  ) {}

  load(): Promise<Buffer> {
    this.secret ??= this.settings
      .readOrCreate(this.key, randomBytes(32).toString('base64url'))
      .then((stored) => Buffer.from(stored, 'base64url'))
      .catch((error: unknown) => {
        this.secret = undefined;
        throw error;
      });
    return this.secret;
  }
}
