import { SystemClock } from '../clock/system.clock';
import type { AppConfig } from '../config';
import { openDatabase } from '../persistence/open-database';
import { buildBoardAdapters } from './board';
import { buildDeliveryAdapters } from './delivery';
import { buildESignatureAdapters } from './e-signature';
import { buildIdentityAdapters } from './identity';
import type { Infrastructure, InfrastructureOverrides } from './infrastructure';
import { buildJobsAdapters } from './jobs';
import { buildMailAdapters } from './mail';
import { buildMonitoringAdapters } from './monitoring';
import { buildMusicCatalogueAdapters } from './music-catalogue';
import { buildPersistenceAdapters } from './persistence';
import { buildReleasePackageAdapters } from './release-packages';
import { buildReviewDeskAdapters } from './review-desk';
import { buildSplitSheetAdapters } from './split-sheets';
import { buildSecurityAdapters } from './security';
import { buildStatementAdapters } from './statements';
import { buildSubmissionAdapters } from './submissions';
import { buildUploadAdapters } from './uploads';

export type { Infrastructure, InfrastructureOverrides };
export { buildResumableUploadAdapters, type ResumableUploadAdapters } from './resumable-uploads';
export { CATALOGUE_IMAGE_HOSTS } from '../music-catalogue/catalogue-image-hosts';
export { DEMO_LOGINS, seedDemoData } from '../persistence/seed';
export { configuredDeliveryTarget } from './delivery';

/**
 * The one place that turns configuration into adapters; each concept's file binds its ports, choosing an
 * adapter by name from the config. The API and the worker receive the same Infrastructure object.
 */
export async function buildInfrastructure(config: AppConfig, overrides: InfrastructureOverrides = {}): Promise<Infrastructure> {
  const database = overrides.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const ownsDatabase = !overrides.database;
  const { db } = database;
  const clock = overrides.clock ?? new SystemClock();
  const { adapters: persistence, close: closePersistence } = await buildPersistenceAdapters(database);
  const { jobs } = buildJobsAdapters(config, db, clock);
  const mail = buildMailAdapters(config, db, jobs);
  const board = buildBoardAdapters(config, db, overrides);
  const musicCatalogue = buildMusicCatalogueAdapters(config, overrides);
  const security = buildSecurityAdapters(config, db, clock, persistence.settings);
  const eSignature = buildESignatureAdapters(config, db, security.tokens, persistence.settings, overrides);
  const uploads = await buildUploadAdapters(config, db, persistence.settings, overrides);
  const identity = await buildIdentityAdapters(database);
  const monitoring = buildMonitoringAdapters(database, {
    board: board.board,
    musicCatalogue: musicCatalogue.musicCatalogue,
    fileStorage: uploads.fileStorage,
    eSignature: eSignature.eSignature,
    mailerAdapter: config.mailer.adapter,
    mailer: mail.mailer,
  });
  return {
    config,
    database,
    clock,
    ...persistence,
    jobs,
    ...mail,
    ...board,
    ...musicCatalogue,
    ...security,
    ...buildSubmissionAdapters(db),
    ...identity.adapters,
    ...eSignature,
    ...buildReviewDeskAdapters(db),
    ...buildSplitSheetAdapters(db),
    ...uploads,
    ...buildDeliveryAdapters(config, db, uploads.fileStorage, overrides),
    ...monitoring,
    ...buildReleasePackageAdapters(),
    ...buildStatementAdapters(db),
    async close() {
      await jobs.worker.stop();
      await identity.close();
      await closePersistence();
      if (ownsDatabase) await database.close();
    },
  };
}
