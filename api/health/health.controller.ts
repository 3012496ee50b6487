import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CheckHealthUseCase } from '../../application/use-cases/check-health.use-case';
import type { HealthResponse } from '../../wire';
import { Public } from '../common/access/access.decorators';
import { toBacklogWire } from '../integrations/integrations.wire';
import { Route } from '../common/route.decorators';

@ApiTags('system')
@Controller('health')
export class HealthController {
  constructor(private readonly checkHealth: CheckHealthUseCase) {}

  @Route('GET', '/', 'HealthResponse', { summary: 'Liveness: the database and each adapter, up or down, and the job backlog' })
  @Public()
  async health(): Promise<HealthResponse> {
    const report = await this.checkHealth.run();
    return { success: report.status === 'ok', ...report, jobs: report.jobs && toBacklogWire(report.jobs) };
  }
}
