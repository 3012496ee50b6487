import { randomUUID } from 'node:crypto';
import { Inject, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../adapters/config';
import { BOARD, type Board } from '../../application/ports/board.port';
import { INVITATION_REPOSITORY, type InvitationRepository } from '../../application/ports/invitation.repository.port';
import { JOB_HANDLERS, JOB_QUEUE, type JobHandlerRegistry, type JobQueue } from '../../application/ports/job-queue.port';
import { SUBMISSION_REPOSITORY, type SubmissionRepository } from '../../application/ports/submission.repository.port';
import { WAITING_LIST_REPOSITORY, type WaitingListRepository } from '../../application/ports/waiting-list.repository.port';
import { registerBoardHandlers } from '../../application/use-cases/board/mirror-to-board.handlers';
import { IDEMPOTENCY_PRUNE_JOB, IdempotentExecution } from '../../application/use-cases/public-flow/idempotent-execution';
import { EnqueueSocialClipsUseCase } from '../../application/use-cases/submissions/enqueue-social-clips.use-case';
import { SubmissionModeUseCase } from '../../application/use-cases/submission-mode.use-case';
import { SocialClipGuard } from '../../application/use-cases/submissions/social-clip-guard';
import { SubmitReleaseUseCase } from '../../application/use-cases/submissions/submit-release.use-case';
import { APP_CONFIG } from '../infrastructure/tokens';
import { enqueueEvery } from '../infrastructure/periodic-jobs';
import { withPorts } from '../infrastructure/with-ports';
import { RateLimitGuard } from '../public-flow/rate-limit.guard';
import { botCheckOf, idempotencyOf, returningLinksOf, uploadQuotaOf } from '../public-flow/public-flow.deps';
import { SubmissionsController } from './submissions.controller';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

@Module({
  controllers: [SubmissionsController],
  providers: [
    RateLimitGuard,
    withPorts(
      SubmitReleaseUseCase,
      [
        'unitOfWork',
        'submissions',
        'uploads',
        'invitations',
        'jobQueue',
        'tokens',
        'formSessions',
        'mailer',
        'clock',
        'musicCatalog',
        'settings',
        'artistProfiles',
        'config',
      ],
      (p) =>
        new SubmitReleaseUseCase({
          unitOfWork: p.unitOfWork,
          submissions: p.submissions,
          uploads: p.uploads,
          invitations: p.invitations,
          jobs: p.jobQueue,
          tokens: p.tokens,
          botCheck: botCheckOf(p),
          returningLinks: returningLinksOf(p),
          clock: p.clock,
          catalog: p.musicCatalog,
          submissionsMode: new SubmissionModeUseCase(p.settings),
          mailer: p.mailer,
          publicUrl: p.config.publicUrl,
          profiles: p.artistProfiles,
        }),
    ),
    withPorts(
      EnqueueSocialClipsUseCase,
      ['submissions', 'jobQueue', 'unitOfWork', 'uploads', 'formSessions', 'uploadQuota', 'clock', 'config'],
      (p) =>
        new EnqueueSocialClipsUseCase(
          p.submissions,
          p.jobQueue,
          p.unitOfWork,
          new SocialClipGuard({ uploads: p.uploads, formSessions: p.formSessions, quota: uploadQuotaOf(p), newId: randomUUID }),
        ),
    ),
    withPorts(IdempotentExecution, ['idempotency', 'clock', 'config'], idempotencyOf),
  ],
  exports: [SubmitReleaseUseCase, IdempotentExecution],
})
export class SubmissionsModule implements OnModuleInit, OnModuleDestroy {
  private stopSchedule: (() => void) | undefined;

  constructor(
    @Inject(IdempotentExecution) private readonly idempotent: IdempotentExecution,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(JOB_HANDLERS) private readonly handlers: JobHandlerRegistry,
    @Inject(BOARD) private readonly board: Board,
    @Inject(SUBMISSION_REPOSITORY) private readonly submissions: SubmissionRepository,
    @Inject(WAITING_LIST_REPOSITORY) private readonly waitingList: WaitingListRepository,
    @Inject(INVITATION_REPOSITORY) private readonly invitations: InvitationRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The board mirroring handlers live with the submissions; the worker finds them in the registry. */
  onModuleInit(): void {
    const { handlers, queue } = this;
    if (handlers.kinds().length === 0 || !handlers.kinds().includes('board.create-submission-item')) {
      registerBoardHandlers(handlers, {
        board: this.board,
        submissions: this.submissions,
        waitingList: this.waitingList,
        invitations: this.invitations,
        publicUrl: this.config.publicUrl,
      });
    }
    if (!handlers.kinds().includes(IDEMPOTENCY_PRUNE_JOB)) {
      handlers.register(IDEMPOTENCY_PRUNE_JOB, async () => {
        await this.idempotent.prune();
      });
    }
    if (this.config.workerEnabled) this.stopSchedule = enqueueEvery(queue, [IDEMPOTENCY_PRUNE_JOB], PRUNE_EVERY_MS);
  }

  onModuleDestroy(): void {
    this.stopSchedule?.();
  }
}
