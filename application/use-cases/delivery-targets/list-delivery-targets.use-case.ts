import type { DeliveryTargetView } from '../../../wire/delivery-targets.wire';
import type { DeliveryTargetRepository } from '../../ports/delivery-target.repository.port';
import { deliveryTargetView } from './delivery-target-view';

export interface ListDeliveryTargetsDeps {
  targets: DeliveryTargetRepository;
}

/** The targets page: every store and distributor, by name. */
export class ListDeliveryTargetsUseCase {
  constructor(private readonly deps: ListDeliveryTargetsDeps) {}

  async execute(): Promise<DeliveryTargetView[]> {
    return (await this.deps.targets.list()).map(deliveryTargetView);
  }
}
