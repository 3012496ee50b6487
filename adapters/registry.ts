import { SystemClock } from './clock/system.clock';
import { CryptoOpaqueTokens } from './security/crypto.opaque-tokens';
import type { AppConfig } from './config';
import { adapterHealthChecks } from './health/adapter-health-checks';
import { DatabaseHealthCheck } from './persistence/database.health-check';
import { openDatabase } from './persistence/open-database';
import { DrizzleSettingsRepository } from './persistence/repositories/settings.repository';
import { CachedSessionRepository } from './persistence/session-cache/cached.session.repository';
import { buildIdentityAdapters } from './identity.adapters';
import { buildPublicFlowAdapters } from './public-flow.adapters';
import { DrizzleStaffArtistsQueries } from './persistence/repositories/drizzle.staff-artists.queries';
import { DrizzleSubmissionContentWriter } from './persistence/repositories/drizzle.submission-content.writer';
import { DrizzleReviewLoopRepository } from './persistence/repositories/drizzle.review-loop.repository';
import { DrizzleDraftRepository } from './persistence/repositories/drizzle.draft.repository';
import { buildUploadAdapters } from './uploads.adapters';
import { DrizzleRetentionRepository } from './persistence/repositories/drizzle.retention.repository';
import { PdfLibContractDocuments } from './e-signature/pdf-lib.contract-documents';
import type { Infrastructure, InfrastructureOverrides } from './infrastructure';

export type { Infrastructure, InfrastructureOverrides };
export { buildResumableUploadAdapters, type ResumableUploadAdapters } from './resumable-uploads.adapters';
export { CATALOGUE_IMAGE_HOSTS } from './music-catalog/catalogue-image-hosts';
export { DEMO_LOGINS, seedDemoData } from './persistence/seed';

/**
 * The one place that turns configuration into adapters. Each port's adapter is chosen by name from the
 * config; the API and the worker receive the same Infrastructure object.
 */
export async function buildInfrastructure(config: AppConfig, overrides: InfrastructureOverrides = {}): Promise<Infrastructure> {
  const database = overrides.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const ownsDatabase = !overrides.database;
  const clock = overrides.clock ?? new SystemClock();
  const settings = new DrizzleSettingsRepository(database.db);
  const tokens = new CryptoOpaqueTokens();
  const publicFlow = buildPublicFlowAdapters(config, database.db, clock, settings, overrides);
  const identity = buildIdentityAdapters(config, database.db, settings, tokens, overrides);
  const cachedSessions = await CachedSessionRepository.open(identity.identity.sessions, database);
  identity.identity.sessions = cachedSessions;
  identity.identity.accountStatus = cachedSessions.cachedAccountStatus(identity.identity.accountStatus);
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
    tokens,
    reviewLoop: new DrizzleReviewLoopRepository(database.db),
    drafts: new DrizzleDraftRepository(database.db),
    submissionContent: new DrizzleSubmissionContentWriter(database.db),
    staffArtists: new DrizzleStaffArtistsQueries(database.db),
    retention: new DrizzleRetentionRepository(database.db),
    contractDocuments: new PdfLibContractDocuments(),
    healthChecks: [new DatabaseHealthCheck(database), ...adapterHealthChecks(checked)],
    async close() {
      await publicFlow.jobs.worker.stop();
      await cachedSessions.close();
      if (ownsDatabase) await database.close();
    },
  };
}
