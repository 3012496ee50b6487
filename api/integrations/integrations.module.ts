import { Module } from '@nestjs/common';
import { DiscardJobUseCase } from '../../application/use-cases/integrations/discard-job.use-case';
import { ListDeliveryIntegrationsUseCase } from '../../application/use-cases/integrations/list-delivery-integrations.use-case';
import { ListIntegrationsUseCase } from '../../application/use-cases/integrations/list-integrations.use-case';
import { RetryJobUseCase } from '../../application/use-cases/integrations/retry-job.use-case';
import { constructWith } from '../infrastructure/construct-with';
import { IntegrationsController } from './integrations.controller';

/** The staff integrations page: provider health, the job backlog, and Retry/Discard of dead-lettered work. */
@Module({
  controllers: [IntegrationsController],
  providers: [
    constructWith(ListIntegrationsUseCase, { checks: 'healthChecks', jobs: 'jobAdmin' }),
    constructWith(ListDeliveryIntegrationsUseCase, {
      deliveryTargets: 'deliveryTargets',
      targetDeliveries: 'targetDeliveries',
      releaseDeliveries: 'releaseDeliveries',
      reviews: 'submissionReviews',
      clock: 'clock',
    }),
    constructWith(RetryJobUseCase, { jobs: 'jobAdmin', clock: 'clock' }),
    constructWith(DiscardJobUseCase, { jobs: 'jobAdmin', clock: 'clock' }),
  ],
})
export class IntegrationsModule {}
