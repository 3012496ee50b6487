import { Module } from '@nestjs/common';
import { JoinWaitingListUseCase } from '../../application/use-cases/waiting-list/join-waiting-list.use-case';
import { withPorts } from '../infrastructure/with-ports';
import { botCheckOf } from '../public-flow/public-flow.deps';
import { RateLimitGuard } from '../public-flow/rate-limit.guard';
import { WaitingListController } from './waiting-list.controller';

@Module({
  controllers: [WaitingListController],
  providers: [
    RateLimitGuard,
    withPorts(
      JoinWaitingListUseCase,
      ['waitingList', 'jobQueue', 'unitOfWork', 'formSessions', 'clock'],
      (p) =>
        new JoinWaitingListUseCase({
          entries: p.waitingList,
          jobs: p.jobQueue,
          unitOfWork: p.unitOfWork,
          botCheck: botCheckOf(p),
          clock: p.clock,
        }),
    ),
  ],
})
export class WaitingListModule {}
