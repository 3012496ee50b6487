import { Module } from '@nestjs/common';
import { ArtistPortal } from '../../application/use-cases/profile/artist-portal.use-cases';
import { CompleteReleaseDetailsUseCase } from '../../application/use-cases/profile/complete-release-details.use-case';
import { ProfilePictureUseCase } from '../../application/use-cases/profile/profile-picture.use-case';
import { ResubmitReleaseUseCase } from '../../application/use-cases/submissions/resubmit-release.use-case';
import { withPorts } from '../infrastructure/with-ports';
import { ProfilePictureController } from './profile-picture.controller';
import { ProfileController } from './profile.controller';
import { ResubmissionController } from './resubmission.controller';

@Module({
  controllers: [ProfileController, ProfilePictureController, ResubmissionController],
  providers: [
    withPorts(ArtistPortal, ['artistProfiles', 'submissionReviews'], (p) => new ArtistPortal(p.artistProfiles, p.submissionReviews)),
    withPorts(
      ResubmitReleaseUseCase,
      [
        'unitOfWork',
        'submissions',
        'submissionContent',
        'submissionReviews',
        'reviewLoop',
        'uploads',
        'musicCatalog',
        'mailer',
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
          catalog: p.musicCatalog,
          mailer: p.mailer,
          clock: p.clock,
          publicUrl: p.config.publicUrl,
        }),
    ),
    withPorts(
      ProfilePictureUseCase,
      ['artistProfiles', 'fileStorage', 'clock'],
      (p) => new ProfilePictureUseCase(p.artistProfiles, p.fileStorage, p.clock),
    ),
    withPorts(
      CompleteReleaseDetailsUseCase,
      ['submissionReviews', 'unitOfWork', 'clock'],
      (p) => new CompleteReleaseDetailsUseCase(p.submissionReviews, p.unitOfWork, p.clock),
    ),
  ],
  exports: [ResubmitReleaseUseCase],
})
export class ProfileModule {}
