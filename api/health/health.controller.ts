import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CheckHealthUseCase } from '../../application/use-cases/check-health.use-case';
import type { HealthResponse } from '../../contracts';
import { Public } from '../common/access/access.decorators';
import { toBacklogWire } from '../integrations/integrations.wire';
import { ApiAnswer } from '../openapi/api-answer.decorator';

@ApiTags('system')
@Controller('health')
export class HealthController {
  constructor(private readonly checkHealth: CheckHealthUseCase) {}

  @ApiAnswer('HealthResponse')
  @Public()
  @Get()
  @ApiOperation({ summary: 'Liveness: the database and each adapter, up or down, and the job backlog' })
  @ApiOkResponse({ description: 'The database and each adapter, up or down' })
  async health(): Promise<HealthResponse> {
    const report = await this.checkHealth.run();
    return { success: report.status === 'ok', ...report, jobs: report.jobs && toBacklogWire(report.jobs) };
  }
}
