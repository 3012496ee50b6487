import { Body, Controller, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AppConfig } from '../../adapters/config';
import type { ChatKeyResponse, PortalConfigResponse } from '../../wire';
import { SubmissionModeUseCase } from '../../application/use-cases/submission-mode.use-case';
import { Public } from '../common/access/access.decorators';
import { APP_CONFIG } from '../infrastructure/tokens';
import { SetConfigDto } from './set-config.dto';
import { StaffRoute, Route } from '../common/route.decorators';

@ApiTags('config')
@Controller('config')
export class PortalConfigController {
  constructor(
    private readonly mode: SubmissionModeUseCase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route('GET', '/', 'PortalConfigResponse', { summary: 'The submission mode (full submissions or waiting list) and the label name' })
  @Public()
  async read(): Promise<PortalConfigResponse> {
    return this.answer(await this.mode.isEnabled());
  }

  @Route('POST', 'set', 'PortalConfigResponse', {
    summary: 'Switch between full submissions and waiting-list mode (staff)',
    refuses: { 400: 'submissionsEnabled missing or not a boolean, or an unknown field' },
  })
  @StaffRoute()
  async set(@Body() body: SetConfigDto): Promise<PortalConfigResponse> {
    return this.answer(await this.mode.setEnabled(body.submissionsEnabled));
  }

  private answer(submissionsEnabled: boolean): PortalConfigResponse {
    return { success: true, submissionsEnabled, labelName: this.config.release.labelName };
  }

  @Route('GET', 'tidio', 'ChatKeyResponse', { summary: 'The Tidio chat widget key (null when none is configured)' })
  @Public()
  tidio(): ChatKeyResponse {
    return this.config.tidioKey ? { success: true, tidioKey: this.config.tidioKey } : { success: true, tidioKey: null };
  }
}
