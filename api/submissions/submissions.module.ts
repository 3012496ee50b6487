import { randomUUID } from 'node:crypto';
import { Module } from '@nestjs/common';
import { CreateBoardTestItemUseCase } from '../../application/use-cases/board/create-board-test-item.use-case';
import { IdempotentExecution } from '../../application/use-cases/public-flow/idempotent-execution';
import { EnqueueSocialClipsUseCase } from '../../application/use-cases/submissions/enqueue-social-clips.use-case';
import { SubmissionModeUseCase } from '../../application/use-cases/submission-mode.use-case';
import { SocialClipGuard } from '../../application/use-cases/submissions/social-clip-guard';
import { SubmitReleaseOnceUseCase } from '../../application/use-cases/submissions/submit-release-once.use-case';
import { SubmitReleaseUseCase } from '../../application/use-cases/submissions/submit-release.use-case';
import { constructWith } from '../infrastructure/construct-with';
import { withPorts } from '../infrastructure/with-ports';
import { RateLimitGuard } from '../public-flow/rate-limit.guard';
import { botCheckOf, idempotencyOf, returningLinksOf, uploadQuotaOf } from '../public-flow/public-flow.deps';
import { SubmissionsController } from './submissions.controller';

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
        'musicCatalogue',
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
          catalogue: p.musicCatalogue,
          submissionsMode: new SubmissionModeUseCase({ settings: p.settings }),
          mailer: p.mailer,
          publicUrl: p.config.publicUrl,
          profiles: p.artistProfiles,
        }),
    ),
    withPorts(
      EnqueueSocialClipsUseCase,
      ['submissions', 'jobQueue', 'unitOfWork', 'uploads', 'formSessions', 'uploadQuota', 'clock', 'config'],
      (p) =>
        new EnqueueSocialClipsUseCase({
          submissions: p.submissions,
          jobs: p.jobQueue,
          unitOfWork: p.unitOfWork,
          guard: new SocialClipGuard({ uploads: p.uploads, formSessions: p.formSessions, quota: uploadQuotaOf(p), newId: randomUUID }),
        }),
    ),
    withPorts(IdempotentExecution, ['idempotency', 'clock', 'config'], idempotencyOf),
    constructWith(SubmitReleaseOnceUseCase, { submit: SubmitReleaseUseCase, idempotent: IdempotentExecution }),
    withPorts(CreateBoardTestItemUseCase, ['board'], (p) => new CreateBoardTestItemUseCase({ board: p.board, newId: randomUUID })),
  ],
  exports: [SubmitReleaseUseCase, IdempotentExecution],
})
export class SubmissionsModule {}
