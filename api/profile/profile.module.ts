import { Module } from '@nestjs/common';
import { AnswerPinnedNoteUseCase } from '../../application/use-cases/profile/answer-pinned-note.use-case';
import { CompleteReleaseDetailsUseCase } from '../../application/use-cases/profile/complete-release-details.use-case';
import { GetArtistProfileUseCase } from '../../application/use-cases/profile/get-artist-profile.use-case';
import { GetOwnSubmissionUseCase } from '../../application/use-cases/profile/get-own-submission.use-case';
import { ListOwnSubmissionsUseCase } from '../../application/use-cases/profile/list-own-submissions.use-case';
import { ProfilePictureUseCase } from '../../application/use-cases/profile/profile-picture.use-case';
import { UpdateArtistProfileUseCase } from '../../application/use-cases/profile/update-artist-profile.use-case';
import { ResubmitReleaseUseCase } from '../../application/use-cases/submissions/resubmit-release.use-case';
import { constructWith } from '../infrastructure/construct-with';
import { withPorts } from '../infrastructure/with-ports';
import { ProfilePictureController } from './profile-picture.controller';
import { ProfileController } from './profile.controller';

@Module({
  controllers: [ProfileController, ProfilePictureController],
  providers: [
    constructWith(GetArtistProfileUseCase, { profiles: 'artistProfiles' }),
    constructWith(UpdateArtistProfileUseCase, { profiles: 'artistProfiles', getProfile: GetArtistProfileUseCase }),
    constructWith(ListOwnSubmissionsUseCase, { submissions: 'submissionReviews' }),
    constructWith(GetOwnSubmissionUseCase, {
      submissions: 'submissionReviews',
      sent: 'submissions',
      deliveries: 'releaseDeliveries',
      labelCopy: 'labelCopy',
      identifiers: 'releaseIdentifiers',
      targets: 'deliveryTargets',
    }),
    withPorts(
      ResubmitReleaseUseCase,
      [
        'unitOfWork',
        'submissions',
        'submissionContent',
        'submissionReviews',
        'reviewLoop',
        'uploads',
        'musicCatalogue',
        'mailer',
        'jobQueue',
        'clock',
        'config',
      ],
      (p) =>
        new ResubmitReleaseUseCase({
          unitOfWork: p.unitOfWork,
          submissions: p.submissions,
          content: p.submissionContent,
          reviews: p.submissionReviews,
          loop: p.reviewLoop,
          uploads: p.uploads,
          catalogue: p.musicCatalogue,
          mailer: p.mailer,
          jobs: p.jobQueue,
          clock: p.clock,
          publicUrl: p.config.publicUrl,
        }),
    ),
    constructWith(AnswerPinnedNoteUseCase, { reviews: 'submissionReviews', clock: 'clock' }),
    constructWith(ProfilePictureUseCase, { profiles: 'artistProfiles', storage: 'fileStorage', clock: 'clock' }),
    constructWith(CompleteReleaseDetailsUseCase, {
      submissions: 'submissionReviews',
      unitOfWork: 'unitOfWork',
      jobs: 'jobQueue',
      clock: 'clock',
    }),
  ],
  exports: [ResubmitReleaseUseCase],
})
export class ProfileModule {}
