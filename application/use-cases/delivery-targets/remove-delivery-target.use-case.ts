import { DELIVERY_TARGET_MESSAGES } from '../../../domain/delivery-targets';
import { AppError } from '../../errors/app-error';
import type { DeliveryTargetRepository } from '../../ports/delivery-target.repository.port';

export interface RemoveDeliveryTargetDeps {
  targets: DeliveryTargetRepository;
}

/** Staff remove a target the label no longer delivers to. */
export class RemoveDeliveryTargetUseCase {
  constructor(private readonly deps: RemoveDeliveryTargetDeps) {}

  async execute(id: string): Promise<void> {
    if (!(await this.deps.targets.remove(id))) throw new AppError('not_found', DELIVERY_TARGET_MESSAGES.notFound);
  }
}
