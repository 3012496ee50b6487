import type { AppConfig } from './app-config';
import type { EnvReader } from './env-reader';

/** Sessions, CSRF origins, brute-force limits and sign-link lifetime. */
export function readAuthConfig(read: EnvReader, nodeEnv: AppConfig['env'], publicUrl: string): AppConfig['auth'] {
  const cookieSecure = read.boolean('SESSION_COOKIE_SECURE', nodeEnv === 'production');
  const extra = (read.optional('TRUSTED_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const origins = [publicUrl, ...extra].map((value) => {
    try {
      return new URL(value).origin;
    } catch {
      read.problems.push(`TRUSTED_ORIGINS must be a comma-separated list of URLs (got '${value}')`);
      return '';
    }
  });
  return {
    sessionIdleMinutes: read.integer('SESSION_IDLE_MINUTES', 120, 1, 60 * 24 * 30),
    sessionAbsoluteHours: read.integer('SESSION_ABSOLUTE_HOURS', 24 * 7, 1, 24 * 365),
    cookieSecure,
    cookieName: cookieSecure ? '__Host-session' : 'session',
    trustedOrigins: [...new Set(origins.filter(Boolean))],
    throttle: {
      accountLimit: read.integer('LOGIN_MAX_FAILURES_PER_ACCOUNT', 5, 1, 1000),
      newAddressLimit: read.integer('LOGIN_MAX_FAILURES_PER_ACCOUNT_NEW_ADDRESSES', 10, 1, 10000),
      ipLimit: read.integer('LOGIN_MAX_FAILURES_PER_IP', 30, 1, 100000),
      windowMinutes: read.integer('LOGIN_THROTTLE_WINDOW_MINUTES', 15, 1, 24 * 60),
    },
    signLinkHours: read.integer('AGREEMENT_SIGN_LINK_HOURS', 72, 1, 24 * 90),
  };
}
