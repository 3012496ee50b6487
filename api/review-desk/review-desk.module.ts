import { Module } from '@nestjs/common';
import type { Infrastructure } from '../../adapters/registry';
import { ReviewDesk } from '../../application/use-cases/review-desk/review-desk.use-cases';
import { INFRASTRUCTURE } from '../infrastructure/tokens';
import { ReviewDeskController } from './review-desk.controller';

@Module({
  controllers: [ReviewDeskController],
  providers: [
    {
      provide: ReviewDesk,
      useFactory: (i: Infrastructure) => new ReviewDesk(i.identity.submissionReviews, i.submissions, i.mailer, i.unitOfWork, i.clock),
      inject: [INFRASTRUCTURE],
    },
  ],
})
export class ReviewDeskModule {}
