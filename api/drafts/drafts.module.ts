import { Inject, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../adapters/config';
import { CLOCK, type Clock } from '../../application/ports/clock.port';
import { DRAFT_REPOSITORY, type DraftRepository } from '../../application/ports/draft.repository.port';
import { FILE_STORAGE, type FileStorage } from '../../application/ports/file-storage.port';
import { JOB_HANDLERS, JOB_QUEUE, type JobHandlerRegistry, type JobQueue } from '../../application/ports/job-queue.port';
import { UPLOAD_REPOSITORY, type UploadRepository } from '../../application/ports/upload.repository.port';
import { DraftWork } from '../../application/use-cases/drafts/draft-work.use-cases';
import { OpenDraftUseCase } from '../../application/use-cases/drafts/open-draft.use-case';
import { PURGE_DRAFTS_JOB, PurgeStaleDraftsUseCase } from '../../application/use-cases/drafts/purge-stale-drafts.use-case';
import { ValidateLinksUseCase } from '../../application/use-cases/invitations/validate-links.use-case';
import { APP_CONFIG } from '../infrastructure/tokens';
import { enqueueEvery } from '../infrastructure/periodic-jobs';
import { withPorts } from '../infrastructure/with-ports';
import { RateLimitGuard } from '../public-flow/rate-limit.guard';
import { SubmissionsModule } from '../submissions/submissions.module';
import { ProfileModule } from '../profile/profile.module';
import { DraftSubmission } from './draft-submission';
import { ArtistDraftsController } from './artist-drafts.controller';
import { newFormSessionId } from './draft-request';
import { DraftsController } from './drafts.controller';

const PURGE_EVERY_MS = 60 * 60 * 1000;

@Module({
  imports: [SubmissionsModule, ProfileModule],
  controllers: [DraftsController, ArtistDraftsController],
  providers: [
    RateLimitGuard,
    withPorts(
      OpenDraftUseCase,
      ['drafts', 'invitations', 'artistProfiles', 'submissions', 'tokens', 'clock', 'config'],
      (p) =>
        new OpenDraftUseCase({
          drafts: p.drafts,
          invitations: p.invitations,
          links: new ValidateLinksUseCase(p.invitations, p.tokens, p.clock),
          profiles: p.artistProfiles,
          submissions: p.submissions,
          tokens: p.tokens,
          clock: p.clock,
          newSessionId: newFormSessionId,
          times: p.config.drafts,
        }),
    ),
    withPorts(
      DraftWork,
      ['drafts', 'uploads', 'tokens', 'mailer', 'clock', 'config'],
      (p, opener: OpenDraftUseCase) =>
        new DraftWork({
          drafts: p.drafts,
          uploads: p.uploads,
          tokens: p.tokens,
          mailer: p.mailer,
          clock: p.clock,
          opener,
          times: p.config.drafts,
          publicUrl: p.config.publicUrl,
        }),
      [OpenDraftUseCase],
    ),
    DraftSubmission,
  ],
})
export class DraftsModule implements OnModuleInit, OnModuleDestroy {
  private stopSchedule: (() => void) | undefined;

  constructor(
    @Inject(DRAFT_REPOSITORY) private readonly drafts: DraftRepository,
    @Inject(UPLOAD_REPOSITORY) private readonly uploads: UploadRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(JOB_HANDLERS) private readonly handlers: JobHandlerRegistry,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Stale drafts and their files are deleted by the job worker, enqueued hourly. */
  onModuleInit(): void {
    const { handlers, queue } = this;
    if (!handlers.kinds().includes(PURGE_DRAFTS_JOB)) {
      const purge = new PurgeStaleDraftsUseCase({ drafts: this.drafts, uploads: this.uploads, storage: this.storage, clock: this.clock });
      handlers.register(PURGE_DRAFTS_JOB, async () => {
        await purge.execute();
      });
    }
    if (this.config.workerEnabled) this.stopSchedule = enqueueEvery(queue, [PURGE_DRAFTS_JOB], PURGE_EVERY_MS);
  }

  onModuleDestroy(): void {
    this.stopSchedule?.();
  }
}
