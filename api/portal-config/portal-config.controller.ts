import { Body, Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AppConfig } from '../../adapters/config';
import type { ChatKeyResponse, PortalConfigResponse } from '../../contracts';
import { SubmissionModeUseCase } from '../../application/use-cases/submission-mode.use-case';
import { Public } from '../common/access/access.decorators';
import { ApiInvalidInput } from '../common/http/api-error-responses.decorator';
import { APP_CONFIG } from '../infrastructure/tokens';
import { SetConfigDto } from './set-config.dto';
import { PostAction, StaffRoute } from '../common/route.decorators';
import { ApiAnswer } from '../openapi/api-answer.decorator';

@ApiTags('config')
@Controller('config')
export class PortalConfigController {
  constructor(
    private readonly mode: SubmissionModeUseCase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiAnswer('PortalConfigResponse')
  @Public()
  @Get()
  @ApiOperation({ summary: 'The submission mode (full submissions or waiting list) and the label name' })
  @ApiOkResponse({ description: 'Whether full submissions are open (false: waiting-list mode), and the configured LABEL_NAME' })
  async read(): Promise<PortalConfigResponse> {
    return this.answer(await this.mode.isEnabled());
  }

  @ApiAnswer('PortalConfigResponse')
  @StaffRoute()
  @PostAction('set')
  @ApiOperation({ summary: 'Switch between full submissions and waiting-list mode (staff)' })
  @ApiOkResponse({ description: 'The new mode' })
  @ApiInvalidInput('submissionsEnabled missing or not a boolean, or an unknown field')
  async set(@Body() body: SetConfigDto): Promise<PortalConfigResponse> {
    return this.answer(await this.mode.setEnabled(body.submissionsEnabled));
  }

  private answer(submissionsEnabled: boolean): PortalConfigResponse {
    return { success: true, submissionsEnabled, labelName: this.config.release.labelName };
  }

  @ApiAnswer('ChatKeyResponse')
  @Public()
  @Get('tidio')
  @ApiOperation({ summary: 'The Tidio chat widget key' })
  @ApiOkResponse({ description: 'The chat widget key when one is configured, null otherwise' })
  tidio(): ChatKeyResponse {
    return this.config.tidioKey ? { success: true, tidioKey: this.config.tidioKey } : { success: true, tidioKey: null };
  }
}
