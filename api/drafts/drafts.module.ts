import { Module } from '@nestjs/common';
import { DiscardDraftUseCase } from '../../application/use-cases/drafts/discard-draft.use-case';
import { FinishDraftLaterUseCase } from '../../application/use-cases/drafts/finish-draft-later.use-case';
import { GetDraftUseCase } from '../../application/use-cases/drafts/get-draft.use-case';
import { ListArtistDraftsUseCase } from '../../application/use-cases/drafts/list-artist-drafts.use-case';
import { OpenDraftUseCase } from '../../application/use-cases/drafts/open-draft.use-case';
import { OpenDraftSessionUseCase } from '../../application/use-cases/drafts/open-draft-session.use-case';
import { PurgeStaleDraftsUseCase } from '../../application/use-cases/drafts/purge-stale-drafts.use-case';
import { ResumeDraftUseCase } from '../../application/use-cases/drafts/resume-draft.use-case';
import { SaveDraftUseCase } from '../../application/use-cases/drafts/save-draft.use-case';
import { SubmitDraftUseCase } from '../../application/use-cases/drafts/submit-draft.use-case';
import { IdempotentExecution } from '../../application/use-cases/public-flow/idempotent-execution';
import { ResubmitReleaseUseCase } from '../../application/use-cases/submissions/resubmit-release.use-case';
import { SubmitReleaseUseCase } from '../../application/use-cases/submissions/submit-release.use-case';
import { ValidateLinksUseCase } from '../../application/use-cases/invitations/validate-links.use-case';
import { constructWith } from '../infrastructure/construct-with';
import { withPorts } from '../infrastructure/with-ports';
import { RateLimitGuard } from '../public-flow/rate-limit.guard';
import { SubmissionsModule } from '../submissions/submissions.module';
import { ProfileModule } from '../profile/profile.module';
import { ArtistDraftsController } from './artist-drafts.controller';
import { newFormSessionId } from './draft-request';
import { DraftsController } from './drafts.controller';

const DRAFT_READ_PORTS = ['drafts', 'tokens', 'uploads', 'clock'] as const;
const DRAFT_SESSION_PORTS = [...DRAFT_READ_PORTS, 'formSessions'] as const;

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
          links: new ValidateLinksUseCase({ invitations: p.invitations, tokens: p.tokens, clock: p.clock }),
          profiles: p.artistProfiles,
          submissions: p.submissions,
          tokens: p.tokens,
          clock: p.clock,
          newSessionId: newFormSessionId,
          times: p.config.drafts,
        }),
    ),
    withPorts(GetDraftUseCase, DRAFT_SESSION_PORTS, (p) => new GetDraftUseCase(p)),
    withPorts(ResumeDraftUseCase, DRAFT_SESSION_PORTS, (p, opener: OpenDraftUseCase) => new ResumeDraftUseCase({ ports: p, opener }), [
      OpenDraftUseCase,
    ]),
    withPorts(
      OpenDraftSessionUseCase,
      DRAFT_SESSION_PORTS,
      (p, opener: OpenDraftUseCase) => new OpenDraftSessionUseCase({ ports: p, opener }),
      [OpenDraftUseCase],
    ),
    withPorts(SaveDraftUseCase, [...DRAFT_READ_PORTS, 'config'], (p) => new SaveDraftUseCase({ ports: p, times: p.config.drafts })),
    withPorts(
      FinishDraftLaterUseCase,
      ['drafts', 'tokens', 'mailer', 'clock', 'config', 'authThrottle', 'recipientCaps', 'invitations'],
      (p, opener: OpenDraftUseCase) =>
        new FinishDraftLaterUseCase({
          ports: { ...p, counters: p.authThrottle, recipients: p.recipientCaps, artists: p.invitations },
          opener,
          settings: {
            times: p.config.drafts,
            publicUrl: p.config.publicUrl,
          },
        }),
      [OpenDraftUseCase],
    ),
    withPorts(DiscardDraftUseCase, ['drafts', 'tokens', 'clock'], (p) => new DiscardDraftUseCase(p)),
    constructWith(ListArtistDraftsUseCase, { drafts: 'drafts' }),
    constructWith(SubmitDraftUseCase, {
      drafts: 'drafts',
      signer: 'formSessions',
      tokens: 'tokens',
      clock: 'clock',
      submitRelease: SubmitReleaseUseCase,
      resubmit: ResubmitReleaseUseCase,
      idempotent: IdempotentExecution,
    }),
    withPorts(
      PurgeStaleDraftsUseCase,
      ['drafts', 'uploads', 'fileStorage', 'clock'],
      (p) => new PurgeStaleDraftsUseCase({ drafts: p.drafts, uploads: p.uploads, storage: p.fileStorage, clock: p.clock }),
    ),
  ],
  exports: [PurgeStaleDraftsUseCase],
})
export class DraftsModule {}
