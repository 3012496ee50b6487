import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { configuredDeliveryTarget } from '../../adapters/registry';
import { AdoptConfiguredTargetUseCase } from '../../application/use-cases/delivery-targets/adopt-configured-target.use-case';
import { ListDeliveryTargetsUseCase } from '../../application/use-cases/delivery-targets/list-delivery-targets.use-case';
import { RemoveDeliveryTargetUseCase } from '../../application/use-cases/delivery-targets/remove-delivery-target.use-case';
import { SaveDeliveryTargetUseCase } from '../../application/use-cases/delivery-targets/save-delivery-target.use-case';
import { constructWith } from '../infrastructure/construct-with';
import { withPorts } from '../infrastructure/with-ports';
import { DeliveryTargetsController } from './delivery-targets.controller';

/** The staff's delivery targets; at start, an install's single-SFTP settings become its first target (once). */
@Module({
  controllers: [DeliveryTargetsController],
  providers: [
    constructWith(ListDeliveryTargetsUseCase, { targets: 'deliveryTargets' }),
    constructWith(SaveDeliveryTargetUseCase, { targets: 'deliveryTargets', clock: 'clock' }),
    constructWith(RemoveDeliveryTargetUseCase, { targets: 'deliveryTargets' }),
    withPorts(
      AdoptConfiguredTargetUseCase,
      ['deliveryTargets', 'clock', 'config'],
      (p) =>
        new AdoptConfiguredTargetUseCase({ targets: p.deliveryTargets, clock: p.clock, configured: configuredDeliveryTarget(p.config) }),
    ),
  ],
})
export class DeliveryTargetsModule implements OnApplicationBootstrap {
  constructor(@Inject(AdoptConfiguredTargetUseCase) private readonly adopt: AdoptConfiguredTargetUseCase) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.adopt.execute();
  }
}
