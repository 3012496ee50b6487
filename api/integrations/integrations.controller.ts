import { Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { INTEGRATIONS_MESSAGES } from '../../domain/jobs';
import { DiscardJobUseCase } from '../../application/use-cases/integrations/discard-job.use-case';
import { ListIntegrationsUseCase } from '../../application/use-cases/integrations/list-integrations.use-case';
import { RetryJobUseCase } from '../../application/use-cases/integrations/retry-job.use-case';
import type { IntegrationsResponse, JobActionResponse } from '../../contracts';
import { StaffController } from '../common/controller-kinds.decorators';
import { ApiErrorResponse, ApiNotFoundError } from '../common/http/api-error-responses.decorator';
import { uuidOrNotFound } from '../common/http/uuid-or-not-found.pipe';
import { PostAction } from '../common/route.decorators';
import { toBacklogWire, toJobRow } from './integrations.wire';
import { ApiAnswer } from '../openapi/api-answer.decorator';

const jobId = () => Param('id', uuidOrNotFound(INTEGRATIONS_MESSAGES.jobNotFound));

@StaffController('integrations (staff)', 'staff')
export class IntegrationsController {
  constructor(
    private readonly overview: ListIntegrationsUseCase,
    private readonly retryJob: RetryJobUseCase,
    private readonly discardJob: DiscardJobUseCase,
  ) {}

  @ApiAnswer('IntegrationsResponse')
  @Get('integrations')
  @ApiOperation({ summary: "Each provider's health, the job backlog, and the waiting and dead-lettered jobs" })
  @ApiOkResponse({ description: 'Providers, backlog counts and jobs (never their payloads)' })
  async integrations(): Promise<IntegrationsResponse> {
    const view = await this.overview.execute();
    return {
      success: true,
      providers: view.providers,
      backlog: toBacklogWire(view.backlog),
      unfinished: view.unfinished.map(toJobRow),
      dead: view.dead.map(toJobRow),
    };
  }

  @ApiAnswer('JobActionResponse')
  @PostAction('jobs/:id/retry')
  @ApiOperation({ summary: 'Run a dead-lettered job again (a waiting one runs now)' })
  @ApiOkResponse({ description: 'The job is queued to run' })
  @ApiNotFoundError(INTEGRATIONS_MESSAGES.jobNotFound)
  @ApiErrorResponse(409, 'The job is running, already finished, or the same work already waits')
  async retry(@jobId() id: string): Promise<JobActionResponse> {
    return { success: true, message: await this.retryJob.execute(id) };
  }

  @ApiAnswer('JobActionResponse')
  @PostAction('jobs/:id/discard')
  @ApiOperation({ summary: 'Set a dead-lettered or waiting job aside for good' })
  @ApiOkResponse({ description: 'The job is discarded' })
  @ApiNotFoundError(INTEGRATIONS_MESSAGES.jobNotFound)
  @ApiErrorResponse(409, 'The job is running or already finished')
  async discard(@jobId() id: string): Promise<JobActionResponse> {
    return { success: true, message: await this.discardJob.execute(id) };
  }
}
