import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../application/ports/clock.port';
import type { FormSession, FormSessionSigner } from '../../application/ports/security.port';
import { isFormSessionUsable } from '../../domain/forms/form-session-age';
import type { SettingsRepository } from '../../application/ports/settings.repository.port';
import { StoredSecret } from './stored-secret';

const SECRET_KEY = 'formSessionSecret';
const TOKEN = /^([A-Za-z0-9_-]{16,64})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

/**
 * '<sessionId>.<startedAtMs>.<hmac>': the server's own start time, signed with a secret kept in app_settings
 * (generated on first use) so every instance verifies the others' sessions. A session older than its time
 * to live verifies as null, so one form session cannot be reused without end.
 */
export class HmacFormSessionSigner implements FormSessionSigner {
  private readonly secret: StoredSecret;

  constructor(
    settings: SettingsRepository,
    private readonly lifetime: { clock: Clock; ttlHours: number },
  ) {
    this.secret = new StoredSecret(settings, SECRET_KEY);
  }

  async sign(session: FormSession): Promise<string> {
    const body = `${session.sessionId}.${session.startedAt.getTime()}`;
    return `${body}.${await this.mac(body)}`;
  }

  async verify(token: string): Promise<FormSession | null> {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const [, sessionId, startedAt, mac] = match;
    const expected = Buffer.from(await this.mac(`${sessionId}.${startedAt}`));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const session = { sessionId, startedAt: new Date(Number(startedAt)) };
    return isFormSessionUsable(session.startedAt, this.lifetime.clock.now(), this.lifetime.ttlHours) ? session : null;
  }

  private async mac(body: string): Promise<string> {
    return createHmac('sha256', await this.secret.load())
      .update(body)
      .digest('base64url');
  }
}
