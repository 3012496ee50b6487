import { randomUUID } from 'node:crypto';
import { Inject, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { FILE_STORAGE } from '../../application/ports/file-storage.port';
import { CleanupOrphanUploadsUseCase, CLEANUP_JOB } from '../../application/use-cases/uploads/cleanup-orphan-uploads.use-case';
import { CutSocialClipUseCase, type SocialClipJobPayload } from '../../application/use-cases/uploads/cut-social-clip.use-case';
import { DirectUploadUseCase } from '../../application/use-cases/uploads/direct-upload.use-case';
import { ListArtistFolderUseCase } from '../../application/use-cases/uploads/list-artist-folder.use-case';
import { ReadUploadUseCase } from '../../application/use-cases/uploads/read-upload.use-case';
import { StandardUploadUseCase } from '../../application/use-cases/uploads/standard-upload.use-case';
import { SOCIAL_CLIP_JOB } from '../../application/use-cases/submissions/enqueue-social-clips.use-case';
import type { Infrastructure } from '../../adapters/registry';
import { INFRASTRUCTURE } from '../infrastructure/tokens';
import { ArtistFoldersController } from './artist-folders.controller';
import { uploadQuotaOf } from '../public-flow/public-flow.deps';
import { RateLimitGuard } from '../public-flow/rate-limit.guard';
import { DirectUploadController } from './direct-upload.controller';
import { FilesController } from './files.controller';
import { StandardUploadController } from './standard-upload.controller';
import { RESUMABLE_UPLOADS, ResumableUploadController } from './tus/resumable-upload.controller';
import { buildResumableUploads, type ResumableUploads } from './tus/resumable-uploads';

const CLEANUP_EVERY_MS = 60 * 60 * 1000;
export const EXPIRE_RESUMABLE_JOB = 'uploads.expire-resumable';
const deps = (i: Infrastructure) => ({
  storage: i.fileStorage,
  inspector: i.mediaInspector,
  uploads: i.uploads,
  formSessions: i.formSessions,
  quota: uploadQuotaOf(i),
  clock: i.clock,
  newId: randomUUID,
});

@Module({
  controllers: [StandardUploadController, DirectUploadController, ArtistFoldersController, FilesController, ResumableUploadController],
  providers: [
    RateLimitGuard,
    { provide: FILE_STORAGE, inject: [INFRASTRUCTURE], useFactory: (i: Infrastructure) => i.fileStorage },
    { provide: StandardUploadUseCase, inject: [INFRASTRUCTURE], useFactory: (i: Infrastructure) => new StandardUploadUseCase(deps(i)) },
    { provide: DirectUploadUseCase, inject: [INFRASTRUCTURE], useFactory: (i: Infrastructure) => new DirectUploadUseCase(deps(i)) },
    {
      provide: ListArtistFolderUseCase,
      inject: [INFRASTRUCTURE],
      useFactory: (i: Infrastructure) => new ListArtistFolderUseCase(i.uploads),
    },
    { provide: RESUMABLE_UPLOADS, inject: [INFRASTRUCTURE], useFactory: (i: Infrastructure) => buildResumableUploads(i) },
    {
      provide: ReadUploadUseCase,
      inject: [INFRASTRUCTURE],
      useFactory: (i: Infrastructure) =>
        new ReadUploadUseCase({ storage: i.fileStorage, uploads: i.uploads, formSessions: i.formSessions }),
    },
  ],
})
export class UploadsModule implements OnModuleInit, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
    @Inject(RESUMABLE_UPLOADS) private readonly resumable: ResumableUploads,
  ) {}

  /** The clip cutter and the 24 h orphan cleanup (with expired quota reservations) are job handlers; the cleanup is enqueued hourly. */
  onModuleInit(): void {
    const i = this.infrastructure;
    const kinds = i.jobs.handlers.kinds();
    const clips = new CutSocialClipUseCase({
      storage: i.fileStorage,
      uploads: i.uploads,
      submissions: i.submissions,
      clips: i.socialClips,
      cutter: i.clipCutter,
      quota: uploadQuotaOf(i),
      clock: i.clock,
      newId: randomUUID,
    });
    if (!kinds.includes(SOCIAL_CLIP_JOB)) {
      i.jobs.handlers.register<SocialClipJobPayload>(
        SOCIAL_CLIP_JOB,
        async (payload) => {
          await clips.execute(payload);
        },
        { maxAttempts: 5 },
      );
    }
    if (!kinds.includes(CLEANUP_JOB)) {
      const cleanup = new CleanupOrphanUploadsUseCase({ storage: i.fileStorage, uploads: i.uploads, clock: i.clock });
      const quota = uploadQuotaOf(i);
      i.jobs.handlers.register(CLEANUP_JOB, async () => {
        await cleanup.execute();
        await quota.prune();
      });
    }
    if (!kinds.includes(EXPIRE_RESUMABLE_JOB)) {
      i.jobs.handlers.register(EXPIRE_RESUMABLE_JOB, async () => {
        await this.resumable.useCase.purgeExpired();
      });
    }
    if (i.config.workerEnabled) {
      const enqueue = () =>
        Promise.all([CLEANUP_JOB, EXPIRE_RESUMABLE_JOB].map((kind) => i.jobs.queue.enqueue({ kind, payload: {}, dedupeKey: kind }))).catch(
          () => undefined,
        );
      void enqueue();
      this.timer = setInterval(() => void enqueue(), CLEANUP_EVERY_MS);
      this.timer.unref();
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.resumable.fingerprints.close();
  }
}
