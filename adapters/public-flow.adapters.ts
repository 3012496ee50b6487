import type { Board } from '../application/ports/board.port';
import type { Clock } from '../application/ports/clock.port';
import type { JobHandlerRegistry, JobQueue, JobWorker } from '../application/ports/job-queue.port';
import type { Mailer, MailOutbox } from '../application/ports/mailer.port';
import type { UnitOfWork } from '../application/ports/unit-of-work.port';
import type { InvitationHook } from '../application/ports/invitation-hook.port';
import type { IdempotencyStore } from '../application/ports/idempotency.port';
import type { InvitationRepository } from '../application/ports/invitation.repository.port';
import type { MonitoringRepository } from '../application/ports/monitoring.repository.port';
import type { FormSessionSigner, RateLimiter } from '../application/ports/security.port';
import type { SettingsRepository } from '../application/ports/settings.repository.port';
import type { SubmissionRepository } from '../application/ports/submission.repository.port';
import type { WaitingListRepository } from '../application/ports/waiting-list.repository.port';
import { DrizzleIdempotencyStore } from './persistence/repositories/drizzle.idempotency.store';
import { DrizzleInvitationRepository } from './persistence/repositories/drizzle.invitation.repository';
import { DrizzleMonitoringRepository } from './persistence/repositories/drizzle.monitoring.repository';
import { DrizzleRateLimiter } from './persistence/repositories/drizzle.rate-limiter';
import { DrizzleSubmissionRepository } from './persistence/repositories/drizzle.submission.repository';
import { DrizzleWaitingListRepository } from './persistence/repositories/drizzle.waiting-list.repository';
import { HmacFormSessionSigner } from './security/hmac.form-session.signer';
import { DatabaseBoard } from './board/database.board';
import { MondayBoard } from './board/monday.board';
import type { AppConfig } from './config';
import { DatabaseJobQueue } from './jobs/database.job-queue';
import { DatabaseJobWorker } from './jobs/database.job-worker';
import { InMemoryJobHandlerRegistry } from './jobs/in-memory.job-handler-registry';
import { DatabaseMailOutbox, OutboxMailer } from './mailer/outbox.mailer';
import { SmtpMailer } from './mailer/smtp.mailer';
import type { Database } from './persistence/database';
import { DrizzleUnitOfWork } from './persistence/unit-of-work';
import type { MusicCatalog } from '../application/ports/music-catalog.port';
import { type CatalogImageSource, NO_CATALOG_IMAGES } from '../application/ports/catalog-image.port';
import { DemoMusicCatalog } from './music-catalog/demo.music-catalog';
import { SpotifyMusicCatalog } from './music-catalog/spotify.music-catalog';

export interface JobsInfrastructure {
  queue: JobQueue;
  handlers: JobHandlerRegistry;
  worker: JobWorker;
}

/** The adapters of the public flow, chosen by name from the config. */
export interface PublicFlowAdapters {
  unitOfWork: UnitOfWork;
  jobs: JobsInfrastructure;
  board: Board;
  mailer: Mailer;
  mailOutbox: MailOutbox;
  submissions: SubmissionRepository;
  waitingList: WaitingListRepository;
  invitations: InvitationRepository;
  monitoring: MonitoringRepository;
  idempotency: IdempotencyStore;
  rateLimiter: RateLimiter;
  formSessions: FormSessionSigner;
  /** Run inside CreateInvitationUseCase's transaction; other features push theirs (sign-in codes). */
  invitationHooks: InvitationHook[];
  musicCatalog: MusicCatalog;
  /** Artwork served by our API (the demo catalogue's); none for providers that host their own. */
  catalogImages: CatalogImageSource;
}

export interface PublicFlowOverrides {
  /** A board to use instead of the configured one (tests: a flaky board). */
  board?: Board;
  /** A music catalogue to use instead of the configured one (tests: one that goes down). */
  musicCatalog?: MusicCatalog;
}

export function buildPublicFlowAdapters(
  config: AppConfig,
  db: Database,
  clock: Clock,
  settings: SettingsRepository,
  overrides: PublicFlowOverrides = {},
): PublicFlowAdapters {
  const handlers = new InMemoryJobHandlerRegistry();
  const worker = new DatabaseJobWorker(db, handlers, clock, {
    pollIntervalMs: config.jobs.pollIntervalMs,
    batchSize: 10,
    lockMs: config.jobs.lockSeconds * 1000,
  });
  const queue = new DatabaseJobQueue(db, clock);
  const musicCatalog = overrides.musicCatalog ?? buildMusicCatalog(config);
  return {
    unitOfWork: new DrizzleUnitOfWork(db),
    jobs: { queue, handlers, worker },
    board: overrides.board ?? buildBoard(config, db),
    mailer: buildMailer(config, db, queue, handlers),
    mailOutbox: new DatabaseMailOutbox(db),
    submissions: new DrizzleSubmissionRepository(db),
    waitingList: new DrizzleWaitingListRepository(db),
    invitations: new DrizzleInvitationRepository(db),
    monitoring: new DrizzleMonitoringRepository(db),
    idempotency: new DrizzleIdempotencyStore(db),
    rateLimiter: new DrizzleRateLimiter(db, clock),
    formSessions: new HmacFormSessionSigner(settings, { clock, ttlHours: config.formSessionTtlHours }),
    invitationHooks: [],
    musicCatalog,
    catalogImages: servesImages(musicCatalog) ? musicCatalog : NO_CATALOG_IMAGES,
  };
}

function servesImages(catalog: MusicCatalog): catalog is MusicCatalog & CatalogImageSource {
  return typeof (catalog as Partial<CatalogImageSource>).image === 'function';
}

function buildMusicCatalog(config: AppConfig): MusicCatalog {
  switch (config.musicCatalog.adapter) {
    case 'demo':
      return new DemoMusicCatalog();
    case 'spotify':
      return new SpotifyMusicCatalog(config.musicCatalog.spotify);
  }
}

function buildBoard(config: AppConfig, db: Database): Board {
  switch (config.board.adapter) {
    case 'database':
      return new DatabaseBoard(db);
    case 'monday':
      return new MondayBoard(config.board.monday);
  }
}

function buildMailer(config: AppConfig, db: Database, queue: JobQueue, handlers: JobHandlerRegistry): Mailer {
  switch (config.mailer.adapter) {
    case 'outbox':
      return new OutboxMailer(db, config.mailer.from);
    case 'smtp': {
      const mailer = new SmtpMailer(db, config.mailer.from, config.mailer.smtpUrl, queue);
      mailer.registerDelivery(handlers);
      return mailer;
    }
  }
}
