import type { Clock } from '../application/ports/clock.port';
import type { HealthCheck } from '../application/ports/health-check.port';
import type { SettingsRepository } from '../application/ports/settings.repository.port';
import { SystemClock } from './clock/system.clock';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './persistence/database';
import { adapterHealthChecks } from './health/adapter-health-checks';
import { DatabaseHealthCheck } from './persistence/database.health-check';
import { openDatabase } from './persistence/open-database';
import { DrizzleSettingsRepository } from './persistence/repositories/settings.repository';
import { CachedSessionRepository } from './persistence/session-cache/cached.session.repository';
import { buildIdentityAdapters, type IdentityAdapters, type IdentityOverrides } from './identity.adapters';
import { buildPublicFlowAdapters, type PublicFlowAdapters, type PublicFlowOverrides } from './public-flow.adapters';
import type { ReviewLoopRepository } from '../application/ports/review-loop.repository.port';
import type { SubmissionContentWriter } from '../application/ports/submission-content.port';
import type { StaffArtistsQueries } from '../application/ports/staff-artists.queries.port';
import { DrizzleStaffArtistsQueries } from './persistence/repositories/drizzle.staff-artists.queries';
import { DrizzleSubmissionContentWriter } from './persistence/repositories/drizzle.submission-content.writer';
import { DrizzleReviewLoopRepository } from './persistence/repositories/drizzle.review-loop.repository';
import { buildUploadAdapters, type UploadAdapters, type UploadOverrides } from './uploads.adapters';

/**
 * The one place that turns configuration into adapters. Each port's adapter is chosen by name from the
 * config; the API and the worker receive the same Infrastructure object.
 */
export interface Infrastructure extends PublicFlowAdapters, IdentityAdapters, UploadAdapters {
  config: AppConfig;
  database: DatabaseHandle;
  clock: Clock;
  settings: SettingsRepository;
  reviewLoop: ReviewLoopRepository;
  submissionContent: SubmissionContentWriter;
  staffArtists: StaffArtistsQueries;
  healthChecks: HealthCheck[];
  close(): Promise<void>;
}

export interface InfrastructureOverrides extends PublicFlowOverrides, IdentityOverrides, UploadOverrides {
  /** An already open and migrated database (tests share one per worker). */
  database?: DatabaseHandle;
  clock?: Clock;
}

export async function buildInfrastructure(config: AppConfig, overrides: InfrastructureOverrides = {}): Promise<Infrastructure> {
  const database = overrides.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const ownsDatabase = !overrides.database;
  const clock = overrides.clock ?? new SystemClock();
  const settings = new DrizzleSettingsRepository(database.db);
  const publicFlow = buildPublicFlowAdapters(config, database.db, clock, settings, overrides);
  const identity = buildIdentityAdapters(config, database.db, settings, overrides);
  const cachedSessions = await CachedSessionRepository.open(identity.identity.sessions, database);
  identity.identity.sessions = cachedSessions;
  const uploads = await buildUploadAdapters(config, database.db, settings, overrides);
  const checked = {
    board: publicFlow.board,
    musicCatalog: publicFlow.musicCatalog,
    fileStorage: uploads.fileStorage,
    eSignature: identity.identity.eSignature,
    mailerAdapter: config.mailer.adapter,
  };
  return {
    config,
    database,
    clock,
    ...publicFlow,
    ...identity,
    ...uploads,
    settings,
    reviewLoop: new DrizzleReviewLoopRepository(database.db),
    submissionContent: new DrizzleSubmissionContentWriter(database.db),
    staffArtists: new DrizzleStaffArtistsQueries(database.db),
    healthChecks: [new DatabaseHealthCheck(database), ...adapterHealthChecks(checked)],
    async close() {
      await publicFlow.jobs.worker.stop();
      await cachedSessions.close();
      if (ownsDatabase) await database.close();
    },
  };
}
