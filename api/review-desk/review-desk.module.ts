import { Module } from '@nestjs/common';
import type { Infrastructure } from '../../adapters/registry';
import type { ReviewDeskDeps } from '../../application/use-cases/review-desk/review-desk.deps';
import { ReviewDecisions } from '../../application/use-cases/review-desk/review-decisions.use-case';
import { ReviewDesk } from '../../application/use-cases/review-desk/review-desk.use-cases';
import { INFRASTRUCTURE } from '../infrastructure/tokens';
import { ReviewDecisionsController } from './review-decisions.controller';
import { ReviewDeskController } from './review-desk.controller';
import { StaffArtistsController } from './staff-artists.controller';

export function reviewDeskDeps(i: Infrastructure): ReviewDeskDeps {
  return {
    reviews: i.identity.submissionReviews,
    loop: i.reviewLoop,
    submissions: i.submissions,
    mailer: i.mailer,
    unitOfWork: i.unitOfWork,
    clock: i.clock,
    publicUrl: i.config.publicUrl,
  };
}

@Module({
  controllers: [ReviewDecisionsController, ReviewDeskController, StaffArtistsController],
  providers: [
    { provide: ReviewDesk, useFactory: (i: Infrastructure) => new ReviewDesk(reviewDeskDeps(i)), inject: [INFRASTRUCTURE] },
    { provide: ReviewDecisions, useFactory: (i: Infrastructure) => new ReviewDecisions(reviewDeskDeps(i)), inject: [INFRASTRUCTURE] },
  ],
})
export class ReviewDeskModule {}
