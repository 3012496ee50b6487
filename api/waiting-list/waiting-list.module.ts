import { Module } from '@nestjs/common';
import { JoinWaitingListUseCase } from '../../application/use-cases/waiting-list/join-waiting-list.use-case';
import type { Infrastructure } from '../../adapters/registry';
import { INFRASTRUCTURE } from '../infrastructure/tokens';
import { botCheckOf } from '../public-flow/public-flow.deps';
import { RateLimitGuard } from '../public-flow/rate-limit.guard';
import { WaitingListController } from './waiting-list.controller';

@Module({
  controllers: [WaitingListController],
  providers: [
    RateLimitGuard,
    {
      provide: JoinWaitingListUseCase,
      inject: [INFRASTRUCTURE],
      useFactory: (i: Infrastructure) => new JoinWaitingListUseCase(i.waitingList, i.jobs.queue, i.unitOfWork, botCheckOf(i), i.clock),
    },
  ],
})
export class WaitingListModule {}
