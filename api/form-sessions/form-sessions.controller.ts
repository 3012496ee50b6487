import { Controller, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { StartFormSessionUseCase } from '../../application/use-cases/form-sessions/start-form-session.use-case';
import type { FormSessionResponse } from '../../wire';
import { Public } from '../common/access/access.decorators';
import { ApiRateLimited } from '../common/http/api-error-responses.decorator';
import { RateLimit, RateLimitGuard } from '../public-flow/rate-limit.guard';
import { Route } from '../common/route.decorators';

/** The wizard's bot-protection session: server start time, signed; sent back with submit and waiting-list posts. */
@ApiTags('bot protection')
@Controller('form-sessions')
@UseGuards(RateLimitGuard)
export class FormSessionsController {
  constructor(private readonly startFormSession: StartFormSessionUseCase) {}

  @Route('POST', '/', 'FormSessionResponse', {
    summary: 'Start a signed bot-protection form session for the wizard or the waiting list',
    ok: 'Send formSession as body.formSession; sessionId is the uploads sessionId',
    status: 201,
  })
  @Public()
  @RateLimit('formSessions')
  @ApiRateLimited('formSessions')
  async create(): Promise<FormSessionResponse> {
    const session = await this.startFormSession.execute();
    return { success: true, sessionId: session.sessionId, formSession: session.formSession, startedAt: session.startedAt.toISOString() };
  }
}
