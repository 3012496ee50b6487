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
    this.secret ??= (async () => {
      const stored = await this.settings.read<string>(this.key);
      if (stored) return Buffer.from(stored, 'base64url');
      const fresh = randomBytes(32).toString('base64url');
      await this.settings.write(this.key, fresh);
      // Another instance may have written first: use whatever is stored now.
      return Buffer.from((await this.settings.read<string>(this.key)) ?? fresh, 'base64url');
    })().catch((error: unknown) => {
      this.secret = undefined;
      throw error;
    });
    return this.secret;
  }
}
