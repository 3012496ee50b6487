import { Module } from '@nestjs/common';
import { DraftWork } from '../../application/use-cases/drafts/draft-work.use-cases';
import { OpenDraftUseCase } from '../../application/use-cases/drafts/open-draft.use-case';
import { PurgeStaleDraftsUseCase } from '../../application/use-cases/drafts/purge-stale-drafts.use-case';
import { ValidateLinksUseCase } from '../../application/use-cases/invitations/validate-links.use-case';
import { withPorts } from '../infrastructure/with-ports';
import { RateLimitGuard } from '../public-flow/rate-limit.guard';
import { SubmissionsModule } from '../submissions/submissions.module';
import { ProfileModule } from '../profile/profile.module';
import { DraftSubmission } from './draft-submission';
import { ArtistDraftsController } from './artist-drafts.controller';
import { newFormSessionId } from './draft-request';
import { DraftsController } from './drafts.controller';

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
    withPorts(
      PurgeStaleDraftsUseCase,
      ['drafts', 'uploads', 'fileStorage', 'clock'],
      (p) => new PurgeStaleDraftsUseCase({ drafts: p.drafts, uploads: p.uploads, storage: p.fileStorage, clock: p.clock }),
    ),
  ],
  exports: [PurgeStaleDraftsUseCase],
})
export class DraftsModule {}
