import { Param } from '@nestjs/common';
import { INTEGRATIONS_MESSAGES } from '../../domain/jobs';
import { DiscardJobUseCase } from '../../application/use-cases/integrations/discard-job.use-case';
import { ListDeliveryIntegrationsUseCase } from '../../application/use-cases/integrations/list-delivery-integrations.use-case';
import { ListIntegrationsUseCase } from '../../application/use-cases/integrations/list-integrations.use-case';
import { RetryJobUseCase } from '../../application/use-cases/integrations/retry-job.use-case';
import type { IntegrationsResponse, JobActionResponse } from '../../wire';
import { StaffController } from '../common/controller-kinds.decorators';
import { uuidOrNotFound } from '../common/http/uuid-or-not-found.pipe';
import { toBacklogWire, toDeliveryJobRow, toJobRow, toTargetHealthRow } from './integrations.wire';
import { Route } from '../common/route.decorators';

const jobId = () => Param('id', uuidOrNotFound(INTEGRATIONS_MESSAGES.jobNotFound));

@StaffController('integrations (staff)', 'staff')
export class IntegrationsController {
  constructor(
    private readonly overview: ListIntegrationsUseCase,
    private readonly deliveries: ListDeliveryIntegrationsUseCase,
    private readonly retryJob: RetryJobUseCase,
    private readonly discardJob: DiscardJobUseCase,
  ) {}

  @Route('GET', 'integrations', 'IntegrationsResponse', {
    summary: "Each provider's and delivery target's health, the job backlog, and the waiting and dead-lettered jobs",
    ok: 'Providers, delivery targets (a real sign-in, reused for a minute), backlog counts, jobs (never their payloads) and waiting deliveries',
  })
  async integrations(): Promise<IntegrationsResponse> {
    const view = await this.overview.execute();
    const deliveries = await this.deliveries.execute(view.unfinished);
    return {
      success: true,
      providers: view.providers,
      backlog: toBacklogWire(view.backlog),
      unfinished: view.unfinished.map(toJobRow),
      dead: view.dead.map(toJobRow),
      deliveryTargets: deliveries.targets.map(toTargetHealthRow),
      deliveryJobs: deliveries.jobs.map(toDeliveryJobRow),
    };
  }

  @Route('POST', 'jobs/:id/retry', 'JobActionResponse', {
    summary: 'Run a dead-lettered job again (a waiting one runs now)',
    refuses: { 404: INTEGRATIONS_MESSAGES.jobNotFound, 409: 'The job is running, already finished, or the same work already waits' },
  })
  async retry(@jobId() id: string): Promise<JobActionResponse> {
    return { success: true, message: await this.retryJob.execute(id) };
  }

  @Route('POST', 'jobs/:id/discard', 'JobActionResponse', {
    summary: 'Set a dead-lettered or waiting job aside for good',
    refuses: { 404: INTEGRATIONS_MESSAGES.jobNotFound, 409: 'The job is running or already finished' },
  })
  async discard(@jobId() id: string): Promise<JobActionResponse> {
    return { success: true, message: await this.discardJob.execute(id) };
  }
}
