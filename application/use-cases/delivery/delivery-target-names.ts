import { DEFAULT_TARGET_NAME } from '../../../domain/release/delivery-kind';
import type { DeliveryTargetRepository } from '../../ports/delivery-target.repository.port';

/** The label's targets by id and name; without targets, the configured delivery (id 'default'). */
export async function deliveryTargetNames(targets: Pick<DeliveryTargetRepository, 'list'>): Promise<{ id: string; name: string }[]> {
  const list = await targets.list();
  return list.length > 0 ? list.map((t) => ({ id: t.id, name: t.name })) : [{ id: 'default', name: DEFAULT_TARGET_NAME }];
}
