import type { AppConfig } from './app-config';
import type { EnvReader } from './env-reader';

const MB = 1024 * 1024;

/** Upload quotas, form-session lifetime, idempotency-key lifetimes and the job lock. */
export function readAbuseConfig(read: EnvReader): Pick<AppConfig, 'uploadQuota' | 'formSessionTtlHours' | 'idempotency'> {
  return {
    uploadQuota: {
      windowSeconds: read.integer('UPLOAD_QUOTA_WINDOW_HOURS', 24, 1, 24 * 30) * 3600,
      perSession: {
        files: read.integer('UPLOAD_QUOTA_SESSION_FILES', 100, 1, 100_000),
        bytes: read.integer('UPLOAD_QUOTA_SESSION_MB', 8192, 1, 10_000_000) * MB,
      },
      perAddress: {
        files: read.integer('UPLOAD_QUOTA_ADDRESS_FILES', 300, 1, 1_000_000),
        bytes: read.integer('UPLOAD_QUOTA_ADDRESS_MB', 20_480, 1, 100_000_000) * MB,
      },
    },
    formSessionTtlHours: read.integer('FORM_SESSION_TTL_HOURS', 24, 1, 24 * 30),
    idempotency: {
      inFlightSeconds: read.integer('IDEMPOTENCY_IN_FLIGHT_SECONDS', 120, 5, 86_400),
      retentionHours: read.integer('IDEMPOTENCY_RETENTION_HOURS', 72, 1, 24 * 365),
    },
  };
}
