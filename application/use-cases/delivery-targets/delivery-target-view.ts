import type { DeliveryTargetView } from '../../../wire/delivery-targets.wire';
import type { DeliveryTarget } from '../../ports/delivery-target.repository.port';

/** What staff see of a target: never its secrets, only whether they are set. */
export function deliveryTargetView(target: DeliveryTarget): DeliveryTargetView {
  const { secrets, createdAt, updatedAt, ...settings } = target;
  return {
    ...settings,
    hasPassword: secrets.password !== '',
    hasPrivateKey: secrets.privateKey !== '',
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
