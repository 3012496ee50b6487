import { Module } from '@nestjs/common';
import { StartFormSessionUseCase } from '../../application/use-cases/form-sessions/start-form-session.use-case';
import { newFormSessionId } from '../drafts/draft-request';
import { withPorts } from '../infrastructure/with-ports';
import { RateLimitGuard } from '../public-flow/rate-limit.guard';
import { FormSessionsController } from './form-sessions.controller';

@Module({
  controllers: [FormSessionsController],
  providers: [
    RateLimitGuard,
    withPorts(
      StartFormSessionUseCase,
      ['formSessions', 'clock'],
      (p) => new StartFormSessionUseCase({ signer: p.formSessions, clock: p.clock, newSessionId: newFormSessionId }),
    ),
  ],
})
export class FormSessionsModule {}
