import type { RetentionConfig } from './retention-config';
import type {
  BoardAdapterName,
  ESignatureAdapterName,
  MailerAdapterName,
  MusicCatalogAdapterName,
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
  board: { adapter: BoardAdapterName; monday: { apiToken: string; boardId: string; apiUrl: string } };
  storage: {
    adapter: StorageAdapterName;
    localRoot: string;
    s3: { bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };
  };
  musicCatalog: { adapter: MusicCatalogAdapterName; spotify: { clientId: string; clientSecret: string; apiUrl: string; accountsUrl: string } };
  eSignature: {
    adapter: ESignatureAdapterName;
    dropboxSign: { apiKey: string; clientId: string; templateId: string; apiUrl: string; testMode: boolean };
  };
  mailer: { adapter: MailerAdapterName; from: string; smtpUrl: string };
  /** Background jobs (issue 4): how often the worker looks for due jobs. */
  jobs: { pollIntervalMs: number };
  /** Per-IP limits on public posts, shared by instances through the database (issue 4). */
  rateLimits: { windowSeconds: number; submissions: number; waitingList: number; tokenChecks: number; lookups: number; monitoring: number; formSessions: number };
  invitations: { ttlDays: number };
  /** Sign-in, sessions and brute-force limits (issue 5). */
  auth: {
    sessionIdleMinutes: number;
    sessionAbsoluteHours: number;
    /** Secure cookies use the `__Host-session` name; plain-http development uses `session` (browsers refuse __Host- without Secure). */
    cookieSecure: boolean;
    cookieName: string;
    /** Origins allowed to send state-changing requests with the session cookie (CSRF check). */
    trustedOrigins: string[];
    throttle: { accountLimit: number; ipLimit: number; windowMinutes: number };
    signLinkHours: number;
  };
  /** Privacy retention and housekeeping (see README, Retention). */
  retention: RetentionConfig;
}
