import path from 'node:path';
import { ADAPTER_NAMES } from './adapter-names';
import type { AppConfig } from './app-config';
import { readAbuseConfig } from './abuse-config';
import { readAuthConfig } from './auth-config';
import { JOB_RETRY_DEFAULTS } from '../../domain/jobs';
import { DROPBOX_SIGN_FRAME_ORIGINS, readOrigins } from './origins';
import { readReleaseConfig } from './release-config';
import { readRetentionConfig } from './retention-config';
import { ConfigError, type Env, EnvReader } from './env-reader';
import { withFormerSettingNames } from './former-setting-names';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Parses the environment into a typed config; throws ConfigError naming every bad variable. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const read = new EnvReader(withFormerSettingNames(env));
  const nodeEnv = read.oneOf('NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const port = read.integer('PORT', 3000, 1, 65535);
  const dataDir = path.resolve(cwd, read.string('DATA_DIR', 'data'));

  const board = read.oneOf('BOARD_ADAPTER', ADAPTER_NAMES.board, 'database');
  const storage = read.oneOf('STORAGE_ADAPTER', ADAPTER_NAMES.storage, 'local');
  const catalogue = read.oneOf('MUSIC_CATALOGUE_ADAPTER', ADAPTER_NAMES.musicCatalogue, 'demo');
  const eSign = read.oneOf('ESIGN_ADAPTER', ADAPTER_NAMES.eSignature, 'builtin');
  const mailer = read.oneOf('MAIL_ADAPTER', ADAPTER_NAMES.mailer, 'outbox');
  const publicUrl = (read.url('PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:']) ?? '').replace(/\/$/, '');
  /** A setting the chosen adapter cannot do without; '' when another adapter is chosen. */
  const neededBy = (selector: string, chosen: string, adapter: string) => (name: string) =>
    chosen === adapter ? read.required(name, `when ${selector} is ${adapter}`) : '';
  const forMonday = neededBy('BOARD_ADAPTER', board, 'monday');
  const forS3 = neededBy('STORAGE_ADAPTER', storage, 's3');
  const forSpotify = neededBy('MUSIC_CATALOGUE_ADAPTER', catalogue, 'spotify');
  const forDropboxSign = neededBy('ESIGN_ADAPTER', eSign, 'dropbox-sign');
  const forSmtp = neededBy('MAIL_ADAPTER', mailer, 'smtp');

  const config: AppConfig = {
    env: nodeEnv,
    port,
    host: read.string('HOST', '0.0.0.0'),
    publicUrl,
    dataDir,
    databaseUrl: read.url('DATABASE_URL', undefined, ['postgres:', 'postgresql:']),
    seedDemoData: read.boolean('SEED_DEMO_DATA', nodeEnv !== 'production'),
    apiDocsEnabled: read.boolean('API_DOCS_ENABLED', nodeEnv !== 'production'),
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    staffApiToken: read.optional('STAFF_API_TOKEN'),
    tidioKey: read.optional('TIDIO_KEY'),
    workerEnabled: read.boolean('WORKER_ENABLED', true),
    trustProxyHops: read.integer('TRUST_PROXY_HOPS', 0, 0, 10),
    board: {
      adapter: board,
      monday: {
        apiToken: forMonday('MONDAY_API_TOKEN'),
        boardId: forMonday('MONDAY_BOARD_ID'),
        apiUrl: read.url('MONDAY_API_URL', 'https://api.monday.com/v2', ['http:', 'https:']) ?? '',
        keyColumnId: read.optional('MONDAY_KEY_COLUMN_ID'),
      },
    },
    storage: {
      adapter: storage,
      localRoot: path.resolve(dataDir, 'files'),
      s3: {
        bucket: forS3('S3_BUCKET'),
        region: read.string('S3_REGION', 'eu-west-2'),
        endpoint: read.url('S3_ENDPOINT', undefined, ['http:', 'https:']),
        accessKeyId: read.optional('S3_ACCESS_KEY_ID'),
        secretAccessKey: read.optional('S3_SECRET_ACCESS_KEY'),
        forcePathStyle: read.boolean('S3_FORCE_PATH_STYLE', false),
        tusPrefix: readTusPrefix(read),
      },
    },
    musicCatalogue: {
      adapter: catalogue,
      spotify: {
        clientId: forSpotify('SPOTIFY_CLIENT_ID'),
        clientSecret: forSpotify('SPOTIFY_CLIENT_SECRET'),
        apiUrl: read.url('SPOTIFY_API_URL', 'https://api.spotify.com/v1', ['http:', 'https:']) ?? '',
        accountsUrl: read.url('SPOTIFY_ACCOUNTS_URL', 'https://accounts.spotify.com', ['http:', 'https:']) ?? '',
      },
    },
    eSignature: {
      adapter: eSign,
      dropboxSign: {
        apiKey: forDropboxSign('DROPBOX_SIGN_API_KEY'),
        clientId: forDropboxSign('DROPBOX_SIGN_CLIENT_ID'),
        templateId: forDropboxSign('DROPBOX_SIGN_TEMPLATE_ID'),
        apiUrl: read.url('DROPBOX_SIGN_API_URL', 'https://api.hellosign.com/v3', ['http:', 'https:']) ?? '',
        testMode: read.boolean('DROPBOX_SIGN_TEST_MODE', nodeEnv !== 'production'),
        frameOrigins: readOrigins(read, 'DROPBOX_SIGN_FRAME_ORIGINS', DROPBOX_SIGN_FRAME_ORIGINS),
      },
    },
    jobs: {
      pollIntervalMs: read.integer('JOB_POLL_INTERVAL_MS', 1000, 50, 600_000),
      lockSeconds: read.integer('JOB_LOCK_SECONDS', 60, 5, 3600),
      retryForHours: read.integer('JOB_RETRY_FOR_HOURS', JOB_RETRY_DEFAULTS.retryForHours, 1, 24 * 30),
      backoffMaxMinutes: read.integer('JOB_BACKOFF_MAX_MINUTES', JOB_RETRY_DEFAULTS.backoffMaxMinutes, 1, 24 * 60),
    },
    rateLimits: {
      windowSeconds: read.integer('RATE_LIMIT_WINDOW_SECONDS', 600, 1, 86_400),
      uploads: read.integer('RATE_LIMIT_UPLOADS', 120, 1, 1_000_000),
      submissions: read.integer('RATE_LIMIT_SUBMISSIONS', 10, 1, 100_000),
      waitingList: read.integer('RATE_LIMIT_WAITING_LIST', 10, 1, 100_000),
      tokenChecks: read.integer('RATE_LIMIT_TOKEN_CHECKS', 60, 1, 100_000),
      lookups: read.integer('RATE_LIMIT_LOOKUPS', 600, 1, 1_000_000),
      monitoring: read.integer('RATE_LIMIT_MONITORING', 120, 1, 1_000_000),
      vitals: read.integer('RATE_LIMIT_VITALS', 600, 1, 1_000_000),
      formSessions: read.integer('RATE_LIMIT_FORM_SESSIONS', 60, 1, 1_000_000),
    },
    invitations: { ttlDays: read.integer('INVITATION_TTL_DAYS', 30, 1, 365) },
    drafts: { ttlDays: read.integer('DRAFT_TTL_DAYS', 30, 1, 365) },
    ...readAbuseConfig(read),
    resumableUploads: { expiryHours: read.integer('RESUMABLE_UPLOAD_EXPIRY_HOURS', 24, 1, 24 * 30) },
    auth: readAuthConfig(read, nodeEnv, publicUrl),
    retention: readRetentionConfig(read),
    release: readReleaseConfig(read),
    mailer: {
      adapter: mailer,
      from: read.string('MAIL_FROM', 'Artist Portal <artists@label.example>'),
      smtpUrl: forSmtp('SMTP_URL') ? (read.url('SMTP_URL', undefined, ['smtp:', 'smtps:']) ?? '') : '',
    },
  };

  // The demo seed creates a staff account with a published password.
  if (nodeEnv === 'production' && config.seedDemoData)
    read.problems.push('SEED_DEMO_DATA=true is not allowed with NODE_ENV=production (the demo staff password is public)');
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}

const TUS_PREFIX = /^([a-z0-9][a-z0-9._-]*\/)+$/;

/** A key prefix of lower-case path segments ending in '/', e.g. 'tus/' (never the bucket root). */
function readTusPrefix(read: EnvReader): string {
  const prefix = read.string('S3_TUS_PREFIX', 'tus/');
  if (TUS_PREFIX.test(prefix)) return prefix;
  read.problems.push(`S3_TUS_PREFIX must be lower-case path segments ending in '/', e.g. 'tus/' (got '${prefix}')`);
  return 'tus/';
}
