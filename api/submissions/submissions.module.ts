import { randomUUID } from 'node:crypto';
import { Inject, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { registerBoardHandlers } from '../../application/use-cases/board/mirror-to-board.handlers';
import { IDEMPOTENCY_PRUNE_JOB, IdempotentExecution } from '../../application/use-cases/public-flow/idempotent-execution';
import { EnqueueSocialClipsUseCase } from '../../application/use-cases/submissions/enqueue-social-clips.use-case';
import { SubmissionModeUseCase } from '../../application/use-cases/submission-mode.use-case';
import { SocialClipGuard } from '../../application/use-cases/submissions/social-clip-guard';
import { SubmitReleaseUseCase } from '../../application/use-cases/submissions/submit-release.use-case';
import type { Infrastructure } from '../../adapters/registry';
import { INFRASTRUCTURE } from '../infrastructure/tokens';
import { RateLimitGuard } from '../public-flow/rate-limit.guard';
import { botCheckOf, idempotencyOf, returningLinksOf, uploadQuotaOf, uploadsOf } from '../public-flow/public-flow.deps';
import { SubmissionsController } from './submissions.controller';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

@Module({
  controllers: [SubmissionsController],
  providers: [
    RateLimitGuard,
    {
      provide: SubmitReleaseUseCase,
      inject: [INFRASTRUCTURE],
      useFactory: (i: Infrastructure) =>
        new SubmitReleaseUseCase({
          unitOfWork: i.unitOfWork,
          submissions: i.submissions,
          uploads: uploadsOf(i),
          invitations: i.invitations,
          jobs: i.jobs.queue,
          tokens: i.tokens,
          botCheck: botCheckOf(i),
          returningLinks: returningLinksOf(i),
          clock: i.clock,
          catalog: i.musicCatalog,
          submissionsMode: new SubmissionModeUseCase(i.settings),
          mailer: i.mailer,
          publicUrl: i.config.publicUrl,
        }),
    },
    {
      provide: EnqueueSocialClipsUseCase,
      inject: [INFRASTRUCTURE],
      useFactory: (i: Infrastructure) =>
        new EnqueueSocialClipsUseCase(
          i.submissions,
          i.jobs.queue,
          i.unitOfWork,
          new SocialClipGuard({ uploads: uploadsOf(i), formSessions: i.formSessions, quota: uploadQuotaOf(i), newId: randomUUID }),
        ),
    },
    { provide: IdempotentExecution, inject: [INFRASTRUCTURE], useFactory: idempotencyOf },
  ],
})
export class SubmissionsModule implements OnModuleInit, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
    @Inject(IdempotentExecution) private readonly idempotent: IdempotentExecution,
  ) {}

  /** The board mirroring handlers live with the submissions; the worker finds them in the registry. */
  onModuleInit(): void {
    const i = this.infrastructure;
    if (i.jobs.handlers.kinds().length === 0 || !i.jobs.handlers.kinds().includes('board.create-submission-item')) {
      registerBoardHandlers(i.jobs.handlers, {
        board: i.board,
        submissions: i.submissions,
        waitingList: i.waitingList,
        invitations: i.invitations,
        publicUrl: i.config.publicUrl,
      });
    }
    if (!i.jobs.handlers.kinds().includes(IDEMPOTENCY_PRUNE_JOB)) {
      i.jobs.handlers.register(IDEMPOTENCY_PRUNE_JOB, async () => {
        await this.idempotent.prune();
      });
    }
    if (i.config.workerEnabled) {
      const enqueue = () =>
        i.jobs.queue.enqueue({ kind: IDEMPOTENCY_PRUNE_JOB, payload: {}, dedupeKey: IDEMPOTENCY_PRUNE_JOB }).catch(() => undefined);
      void enqueue();
      this.timer = setInterval(() => void enqueue(), PRUNE_EVERY_MS);
      this.timer.unref();
    }
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
