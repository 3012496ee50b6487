import { randomUUID } from 'node:crypto';
import { Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import { ReadAudioAnalysisUseCase } from '../../application/use-cases/uploads/analysis/read-audio-analysis.use-case';
import { AnalyseAudioUseCase } from '../../application/use-cases/uploads/analysis/analyse-audio.use-case';
import { CleanupOrphanUploadsUseCase } from '../../application/use-cases/uploads/cleanup-orphan-uploads.use-case';
import { CutSocialClipUseCase } from '../../application/use-cases/uploads/cut-social-clip.use-case';
import { DirectUploadUseCase } from '../../application/use-cases/uploads/direct-upload.use-case';
import { ReceiveDirectUploadUseCase } from '../../application/use-cases/uploads/receive-direct-upload.use-case';
import { ListArtistFolderUseCase } from '../../application/use-cases/uploads/list-artist-folder.use-case';
import { ReadUploadUseCase } from '../../application/use-cases/uploads/read-upload.use-case';
import { StandardUploadUseCase } from '../../application/use-cases/uploads/standard-upload.use-case';
import { UploadQuota } from '../../application/use-cases/uploads/upload-quota';
import { constructWith } from '../infrastructure/construct-with';
import { withPorts } from '../infrastructure/with-ports';
import type { Ports } from '../infrastructure/ports';
import { uploadQuotaOf } from '../public-flow/public-flow.deps';
import { RateLimitGuard } from '../public-flow/rate-limit.guard';
import { DirectUploadController } from './direct-upload.controller';
import { FilesController } from './files.controller';
import { StandardUploadController } from './standard-upload.controller';
import { RESUMABLE_UPLOADS, ResumableUploadController } from './tus/resumable-upload.controller';
import { buildResumableUploads, type ResumableUploads } from './tus/resumable-uploads';

export const EXPIRE_RESUMABLE_JOB = 'uploads.expire-resumable';

const UPLOAD_PORTS = [
  'fileStorage',
  'contentDigest',
  'mediaInspector',
  'uploads',
  'formSessions',
  'uploadQuota',
  'clock',
  'config',
  'jobQueue',
] as const;
const uploadDeps = (p: Pick<Ports, (typeof UPLOAD_PORTS)[number]>) => ({
  storage: p.fileStorage,
  digest: p.contentDigest,
  inspector: p.mediaInspector,
  uploads: p.uploads,
  formSessions: p.formSessions,
  quota: uploadQuotaOf(p),
  clock: p.clock,
  newId: randomUUID,
  jobs: p.jobQueue,
});

@Module({
  controllers: [StandardUploadController, DirectUploadController, FilesController, ResumableUploadController],
  providers: [
    RateLimitGuard,
    withPorts(StandardUploadUseCase, UPLOAD_PORTS, (p) => new StandardUploadUseCase(uploadDeps(p))),
    withPorts(DirectUploadUseCase, UPLOAD_PORTS, (p) => new DirectUploadUseCase(uploadDeps(p))),
    constructWith(ReceiveDirectUploadUseCase, { receiver: 'directUploads', clock: 'clock', uploads: DirectUploadUseCase }),
    constructWith(ListArtistFolderUseCase, { uploads: 'uploads' }),
    constructWith(ReadUploadUseCase, { storage: 'fileStorage', uploads: 'uploads', formSessions: 'formSessions' }),
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
    constructWith(ReadAudioAnalysisUseCase, { uploads: 'uploads', formSessions: 'formSessions' }),
    constructWith(AnalyseAudioUseCase, { storage: 'fileStorage', uploads: 'uploads', analyser: 'audioAnalyser' }),
    constructWith(CleanupOrphanUploadsUseCase, { storage: 'fileStorage', uploads: 'uploads', clock: 'clock' }),
  ],
  exports: [CutSocialClipUseCase, AnalyseAudioUseCase, CleanupOrphanUploadsUseCase, UploadQuota, RESUMABLE_UPLOADS],
})
export class UploadsModule implements OnModuleDestroy {
  constructor(@Inject(RESUMABLE_UPLOADS) private readonly resumable: ResumableUploads) {}

  async onModuleDestroy(): Promise<void> {
    await this.resumable.close();
  }
}
