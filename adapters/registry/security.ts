import type { Clock } from '../../application/ports/clock.port';
import type { OpaqueTokens } from '../../application/ports/opaque-tokens.port';
import type { RecipientCapStore } from '../../application/ports/recipient-caps.port';
import type { FormSessionSigner, RateLimiter } from '../../application/ports/security.port';
import type { SettingsRepository } from '../../application/ports/settings.repository.port';
import type { AppConfig } from '../config';
import type { Database } from '../persistence/database';
import { DrizzleRateLimiter } from '../persistence/repositories/drizzle.rate-limiter';
import { DrizzleRecipientCapStore } from '../persistence/repositories/drizzle.recipient-cap.store';
import { CryptoOpaqueTokens } from '../security/crypto.opaque-tokens';
import { HmacFormSessionSigner } from '../security/hmac.form-session.signer';

/** Random tokens and their digests, the wizard's signed form sessions, the rate limiter and the recipient caps. */
export interface SecurityAdapters {
  tokens: OpaqueTokens;
  formSessions: FormSessionSigner;
  rateLimiter: RateLimiter;
  recipientCaps: RecipientCapStore;
}

export function buildSecurityAdapters(config: AppConfig, db: Database, clock: Clock, settings: SettingsRepository): SecurityAdapters {
  return {
    tokens: new CryptoOpaqueTokens(),
    formSessions: new HmacFormSessionSigner(settings, { clock, ttlHours: config.formSessionTtlHours }),
    rateLimiter: new DrizzleRateLimiter(db, clock),
    recipientCaps: new DrizzleRecipientCapStore(db),
  };
}
