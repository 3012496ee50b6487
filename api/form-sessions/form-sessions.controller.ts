import { randomBytes } from 'node:crypto';
import { Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CLOCK, type Clock } from '../../application/ports/clock.port';
import type { FormSessionResponse } from '../../contracts';
import { FORM_SESSION_SIGNER, type FormSessionSigner } from '../../application/ports/security.port';
import { Public } from '../common/access/access.decorators';
import { ApiRateLimited } from '../common/http/api-error-responses.decorator';
import { RateLimit, RateLimitGuard } from '../public-flow/rate-limit.guard';
import { ApiAnswer } from '../openapi/api-answer.decorator';

/** The wizard's bot-protection session: server start time, signed; sent back with submit and waiting-list posts. */
@ApiTags('bot protection')
@Controller('form-sessions')
@UseGuards(RateLimitGuard)
export class FormSessionsController {
  constructor(
    @Inject(FORM_SESSION_SIGNER) private readonly signer: FormSessionSigner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiAnswer('FormSessionResponse')
  @Public()
  @RateLimit('formSessions')
  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Start a signed bot-protection form session for the wizard or the waiting list' })
  @ApiCreatedResponse({
    description: '{ success, sessionId, formSession, startedAt }: send formSession as body.formSession; sessionId is the uploads sessionId',
  })
  @ApiRateLimited('formSessions')
  async create(): Promise<FormSessionResponse> {
    const session = { sessionId: randomBytes(18).toString('base64url'), startedAt: this.clock.now() };
    return {
      success: true,
      sessionId: session.sessionId,
      formSession: await this.signer.sign(session),
      startedAt: session.startedAt.toISOString(),
    };
  }
}
