import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { registerBoardHandlers } from '../../application/use-cases/board/mirror-to-board.handlers';
import { IdempotentExecution } from '../../application/use-cases/public-flow/idempotent-execution';
import { EnqueueSocialClipsUseCase } from '../../application/use-cases/submissions/enqueue-social-clips.use-case';
import { SubmitReleaseUseCase } from '../../application/use-cases/submissions/submit-release.use-case';
import type { Infrastructure } from '../../adapters/registry';
import { INFRASTRUCTURE } from '../infrastructure/tokens';
import { RateLimitGuard } from '../public-flow/rate-limit.guard';
import { botCheckOf, idempotencyOf, returningLinksOf, uploadsOf } from '../public-flow/public-flow.deps';
import { SubmissionsController } from './submissions.controller';

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
          mailer: i.mailer,
          publicUrl: i.config.publicUrl,
        }),
    },
    { provide: EnqueueSocialClipsUseCase, inject: [INFRASTRUCTURE], useFactory: (i: Infrastructure) => new EnqueueSocialClipsUseCase(i.submissions, i.jobs.queue, i.unitOfWork) },
    { provide: IdempotentExecution, inject: [INFRASTRUCTURE], useFactory: idempotencyOf },
  ],
})
export class SubmissionsModule implements OnModuleInit {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure) {}

  /** The board mirroring handlers live with the submissions; the worker finds them in the registry. */
  onModuleInit(): void {
    const i = this.infrastructure;
    if (i.jobs.handlers.kinds().length === 0 || !i.jobs.handlers.kinds().includes('board.create-submission-item')) {
      registerBoardHandlers(i.jobs.handlers, { board: i.board, submissions: i.submissions, waitingList: i.waitingList, invitations: i.invitations });
    }
  }
}
