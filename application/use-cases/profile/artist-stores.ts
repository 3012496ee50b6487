import { artistStoreWords, targetStanding, type TakedownReach } from '../../../domain/release/target-delivery';
import type { DeliveryTargetRepository } from '../../ports/delivery-target.repository.port';
import type { ReleaseDelivery, ReleaseDeliveryRepository } from '../../ports/release-delivery.repository.port';

/** The release in the stores as the artist reads it. */
export interface ArtistStores {
  /** Each store's line: the order it holds there ('Removed from <store>' once a takedown reached it). */
  stores: string[];
  /** The newest takedown's reason, when staff let the artist read it; null otherwise. */
  takedownReason: string | null;
  /** From no store, some, or every store (then the release is no longer 'sent to the stores'). */
  takenDown: TakedownReach;
}

export async function artistStores(
  deps: { deliveries: ReleaseDeliveryRepository; targets: Pick<DeliveryTargetRepository, 'list'> },
  delivery: ReleaseDelivery,
): Promise<ArtistStores> {
  const [targets, orders, sent] = await Promise.all([
    deps.targets.list(),
    deps.deliveries.targetOrders(delivery.submissionId),
    deps.deliveries.sentForTargetOrders(delivery.submissionId),
  ]);
  const stores = targets.map((t) => {
    const order = orders.find((o) => o.targetId === t.id);
    const had = sent.find((b) => b.targetId === t.id);
    const standing = order ? targetStanding(delivery.status, had !== undefined, had?.acknowledgement?.outcome ?? null) : 'not-sent';
    return artistStoreWords(t.name, standing, order?.kind === 'takedown');
  });
  // A target removed since keeps its rows, but is no store of the label's any more.
  const held = orders.filter((o) => targets.some((t) => t.id === o.targetId) || (targets.length === 0 && o.targetId === 'default'));
  const takedowns = held.filter((o) => o.kind === 'takedown').sort((a, b) => b.queuedAt.getTime() - a.queuedAt.getTime());
  const shown = takedowns.find((o) => o.reasonShown);
  return {
    stores,
    takedownReason: shown?.takedownReason ?? null,
    takenDown: takedowns.length === 0 ? 'none' : takedowns.length === held.length ? 'all' : 'some',
  };
}
