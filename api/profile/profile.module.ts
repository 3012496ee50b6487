import { Module } from '@nestjs/common';
import type { Infrastructure } from '../../adapters/registry';
import { ArtistPortal } from '../../application/use-cases/profile/artist-portal.use-cases';
import { CompleteReleaseDetails } from '../../application/use-cases/profile/complete-release-details.use-case';
import { INFRASTRUCTURE } from '../infrastructure/tokens';
import { ProfilePictures } from '../../application/use-cases/profile/profile-picture.use-case';
import { ProfilePictureController } from './profile-picture.controller';
import { ProfileController } from './profile.controller';
import { ResubmissionController } from './resubmission.controller';
import { ResubmitReleaseUseCase } from '../../application/use-cases/submissions/resubmit-release.use-case';
import { uploadsOf } from '../public-flow/public-flow.deps';

@Module({
  controllers: [ProfileController, ProfilePictureController, ResubmissionController],
  providers: [
    {
      provide: ArtistPortal,
      useFactory: (i: Infrastructure) => new ArtistPortal(i.identity.artistProfiles, i.identity.submissionReviews),
      inject: [INFRASTRUCTURE],
    },
    {
      provide: ResubmitReleaseUseCase,
      useFactory: (i: Infrastructure) =>
        new ResubmitReleaseUseCase({
          unitOfWork: i.unitOfWork,
          submissions: i.submissions,
          content: i.submissionContent,
          reviews: i.identity.submissionReviews,
          loop: i.reviewLoop,
          uploads: uploadsOf(i),
          catalog: i.musicCatalog,
          mailer: i.mailer,
          clock: i.clock,
          publicUrl: i.config.publicUrl,
        }),
      inject: [INFRASTRUCTURE],
    },
    {
      provide: ProfilePictures,
      useFactory: (i: Infrastructure) => new ProfilePictures(i.identity.artistProfiles, i.fileStorage, i.clock),
      inject: [INFRASTRUCTURE],
    },
    {
      provide: CompleteReleaseDetails,
      useFactory: (i: Infrastructure) => new CompleteReleaseDetails(i.identity.submissionReviews, i.unitOfWork, i.clock),
      inject: [INFRASTRUCTURE],
    },
  ],
})
export class ProfileModule {}
