import { randomUUID } from 'node:crypto';
import { Inject, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../adapters/config';
import { JOB_HANDLERS, JOB_QUEUE, type JobHandlerRegistry, type JobQueue } from '../../application/ports/job-queue.port';
import { CleanupOrphanUploadsUseCase, CLEANUP_JOB } from '../../application/use-cases/uploads/cleanup-orphan-uploads.use-case';
import { CutSocialClipUseCase, type SocialClipJobPayload } from '../../application/use-cases/uploads/cut-social-clip.use-case';
import { DirectUploadUseCase } from '../../application/use-cases/uploads/direct-upload.use-case';
import { ListArtistFolderUseCase } from '../../application/use-cases/uploads/list-artist-folder.use-case';
import { ReadUploadUseCase } from '../../application/use-cases/uploads/read-upload.use-case';
import { StandardUploadUseCase } from '../../application/use-cases/uploads/standard-upload.use-case';
import { UploadQuota } from '../../application/use-cases/uploads/upload-quota';
import { SOCIAL_CLIP_JOB } from '../../application/use-cases/submissions/enqueue-social-clips.use-case';
import { APP_CONFIG } from '../infrastructure/tokens';
import { enqueueEvery } from '../infrastructure/periodic-jobs';
import { withPorts } from '../infrastructure/with-ports';
import type { Ports } from '../infrastructure/ports';
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

const UPLOAD_PORTS = ['fileStorage', 'mediaInspector', 'uploads', 'formSessions', 'uploadQuota', 'clock', 'config'] as const;
const uploadDeps = (p: Pick<Ports, (typeof UPLOAD_PORTS)[number]>) => ({
  storage: p.fileStorage,
  inspector: p.mediaInspector,
  uploads: p.uploads,
  formSessions: p.formSessions,
  quota: uploadQuotaOf(p),
  clock: p.clock,
  newId: randomUUID,
});

@Module({
  controllers: [StandardUploadController, DirectUploadController, ArtistFoldersController, FilesController, ResumableUploadController],
  providers: [
    RateLimitGuard,
    withPorts(StandardUploadUseCase, UPLOAD_PORTS, (p) => new StandardUploadUseCase(uploadDeps(p))),
    withPorts(DirectUploadUseCase, UPLOAD_PORTS, (p) => new DirectUploadUseCase(uploadDeps(p))),
    withPorts(ListArtistFolderUseCase, ['uploads'], (p) => new ListArtistFolderUseCase(p.uploads)),
    withPorts(
      ReadUploadUseCase,
      ['fileStorage', 'uploads', 'formSessions'],
      (p) => new ReadUploadUseCase({ storage: p.fileStorage, uploads: p.uploads, formSessions: p.formSessions }),
    ),
    withPorts(RESUMABLE_UPLOADS, UPLOAD_PORTS, buildResumableUploads),
    withPorts(UploadQuota, ['uploadQuota', 'clock', 'config'], uploadQuotaOf),
    withPorts(
      CutSocialClipUseCase,
      ['fileStorage', 'uploads', 'submissions', 'socialClips', 'clipCutter', 'uploadQuota', 'clock', 'config'],
      (p) =>
        new CutSocialClipUseCase({
          storage: p.fileStorage,
          uploads: p.uploads,
          submissions: p.submissions,
          clips: p.socialClips,
          cutter: p.clipCutter,
          quota: uploadQuotaOf(p),
          clock: p.clock,
          newId: randomUUID,
        }),
    ),
    withPorts(
      CleanupOrphanUploadsUseCase,
      ['fileStorage', 'uploads', 'clock'],
      (p) => new CleanupOrphanUploadsUseCase({ storage: p.fileStorage, uploads: p.uploads, clock: p.clock }),
    ),
  ],
})
export class UploadsModule implements OnModuleInit, OnModuleDestroy {
  private stopSchedule: (() => void) | undefined;

  constructor(
    @Inject(RESUMABLE_UPLOADS) private readonly resumable: ResumableUploads,
    @Inject(CutSocialClipUseCase) private readonly clips: CutSocialClipUseCase,
    @Inject(CleanupOrphanUploadsUseCase) private readonly cleanup: CleanupOrphanUploadsUseCase,
    @Inject(UploadQuota) private readonly quota: UploadQuota,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(JOB_HANDLERS) private readonly handlers: JobHandlerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The clip cutter and the 24 h orphan cleanup (with expired quota reservations) are job handlers; the cleanup is enqueued hourly. */
  onModuleInit(): void {
    const { handlers, queue } = this;
    const kinds = handlers.kinds();
    if (!kinds.includes(SOCIAL_CLIP_JOB)) {
      handlers.register<SocialClipJobPayload>(
        SOCIAL_CLIP_JOB,
        async (payload) => {
          await this.clips.execute(payload);
        },
        { maxAttempts: 5 },
      );
    }
    if (!kinds.includes(CLEANUP_JOB)) {
      handlers.register(CLEANUP_JOB, async () => {
        await this.cleanup.execute();
        await this.quota.prune();
      });
    }
    if (!kinds.includes(EXPIRE_RESUMABLE_JOB)) {
      handlers.register(EXPIRE_RESUMABLE_JOB, async () => {
        await this.resumable.useCase.purgeExpired();
      });
    }
    if (this.config.workerEnabled) this.stopSchedule = enqueueEvery(queue, [CLEANUP_JOB, EXPIRE_RESUMABLE_JOB], CLEANUP_EVERY_MS);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopSchedule?.();
    await this.resumable.fingerprints.close();
  }
}
