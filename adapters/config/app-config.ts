import type { ReleaseConfig } from './release-config';
import type { RetentionConfig } from './retention-config';
import type {
  BoardAdapterName,
  ESignatureAdapterName,
  MailerAdapterName,
  MusicCatalogueAdapterName,
  StorageAdapterName,
} from './adapter-names';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** PostgreSQL server; absent means the embedded PGlite database under dataDir. */
  databaseUrl?: string;
  seedDemoData: boolean;
  /** Serve the OpenAPI document at /api/docs (off in production by default). */
  apiDocsEnabled: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Bearer token that acts as staff for API clients and scripts (optional). */
  staffApiToken?: string;
  tidioKey?: string;
  workerEnabled: boolean;
  /** Reverse proxies in front of the API whose X-Forwarded-For is believed (per-IP limits need the real client IP). */
  trustProxyHops: number;
  board: { adapter: BoardAdapterName; monday: { apiToken: string; boardId: string; apiUrl: string; keyColumnId?: string } };
  storage: {
    adapter: StorageAdapterName;
    localRoot: string;
    s3: {
      bucket: string;
      region: string;
      endpoint?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
      /** Where resumable (tus) uploads keep their temporary objects, so a lifecycle rule can be scoped to them. */
      tusPrefix: string;
    };
  };
  musicCatalogue: {
    adapter: MusicCatalogueAdapterName;
    spotify: { clientId: string; clientSecret: string; apiUrl: string; accountsUrl: string };
  };
  eSignature: {
    adapter: ESignatureAdapterName;
    dropboxSign: {
      apiKey: string;
      clientId: string;
      templateId: string;
      apiUrl: string;
      testMode: boolean;
      /** Origins of the embedded signer the page may frame (CSP frame-src). */
      frameOrigins: string[];
    };
  };
  mailer: { adapter: MailerAdapterName; from: string; smtpUrl: string };
  /** Background jobs: how often the worker looks for due jobs, and how long failed work keeps retrying. */
  jobs: { pollIntervalMs: number; lockSeconds: number; retryForHours: number; backoffMaxMinutes: number };
  /** Per-IP limits on public posts, shared by instances through the database. */
  rateLimits: {
    windowSeconds: number;
    uploads: number;
    submissions: number;
    waitingList: number;
    tokenChecks: number;
    lookups: number;
    monitoring: number;
    vitals: number;
    formSessions: number;
  };
  invitations: { ttlDays: number };
  /** A draft nobody saves for this long is deleted with its files by the job worker. */
  drafts: { ttlDays: number };
  /** Files and bytes per form session and per address in a sliding window (standard, direct uploads and clips). */
  uploadQuota: { windowSeconds: number; perSession: { files: number; bytes: number }; perAddress: { files: number; bytes: number } };
  /** A signed form session is refused (uploads, submissions) once older than this. */
  formSessionTtlHours: number;
  /** An in-flight Idempotency-Key older than inFlightSeconds may be taken over; finished keys are pruned after retentionHours. */
  idempotency: { inFlightSeconds: number; retentionHours: number };
  /** tus uploads: how long an unfinished upload may be resumed before the worker deletes it. */
  resumableUploads: { expiryHours: number };
  /** Sign-in, sessions and brute-force limits. */
  auth: {
    sessionIdleMinutes: number;
    sessionAbsoluteHours: number;
    /** Secure cookies use the `__Host-session` name; plain-http development uses `session` (browsers refuse __Host- without Secure). */
    cookieSecure: boolean;
    cookieName: string;
    /** Origins allowed to send state-changing requests with the session cookie (CSRF check). */
    trustedOrigins: string[];
    throttle: { accountLimit: number; newAddressLimit: number; ipLimit: number; windowMinutes: number };
    signLinkHours: number;
  };
  /** Privacy retention and housekeeping (see README, Retention). */
  retention: RetentionConfig;
  /** Label copy, identifier ranges and delivery to stores. */
  release: ReleaseConfig;
}
