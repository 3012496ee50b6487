import type { TargetDeal } from '../../../domain/delivery-targets/delivery-target';
import { DEFAULT_DEALS } from '../../../domain/release/release-deals';
import type { Delivery, TargetDeliveries } from '../../ports/delivery.port';
import type { DeliveryTargetRepository } from '../../ports/delivery-target.repository.port';
import type { MessageParty } from '../../ports/delivery-package.port';

/** Where one delivery goes: a target (or the configured adapter, target 'default'), its recipient and feed. */
export interface Route {
  targetId: string;
  name: string | null;
  delivery: Delivery;
  recipient: MessageParty;
  testMessage: boolean;
  /** The store's own deals (without targets: streaming and downloads worldwide). */
  deals: readonly TargetDeal[];
}

/** Every target of the label, each with its own server, recipient and deals; without targets, the configured adapter. */
export async function deliveryRoutes(d: {
  delivery: Delivery;
  sender: MessageParty;
  recipient?: MessageParty;
  targets?: Pick<DeliveryTargetRepository, 'list'>;
  targetDeliveries?: TargetDeliveries;
}): Promise<Route[]> {
  const targets = d.targets && d.targetDeliveries ? await d.targets.list() : [];
  if (targets.length === 0 || !d.targetDeliveries)
    return [
      {
        targetId: 'default',
        name: null,
        delivery: d.delivery,
        recipient: d.recipient ?? d.sender,
        testMessage: false,
        deals: DEFAULT_DEALS,
      },
    ];
  const deliveries = d.targetDeliveries;
  return targets.map((t) => ({
    targetId: t.id,
    name: t.name,
    delivery: deliveries.to(t),
    recipient: { partyId: t.partyId, name: t.partyName },
    testMessage: t.messageControl === 'test',
    deals: t.deals,
  }));
}
