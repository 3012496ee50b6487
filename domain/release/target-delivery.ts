import type { DeliveryStanding } from './delivery-status';

/** One target's part of a release's delivery: the release's own standing, or 'not-sent' (a target added since). */
export type TargetStanding = DeliveryStanding | 'not-sent';

export const TARGET_STANDING_LABELS: Readonly<Record<TargetStanding, string>> = {
  queued: 'Queued',
  delivered: 'Delivered',
  failed: 'Failed',
  retrying: 'Retrying',
  'not-sent': 'Not sent',
};

/**
 * Where the release's current order (a delivery, an update, a takedown) is at one target: Delivered once the target
 * has it whole, whatever the others do; otherwise the order's own standing (queued, retrying, failed). A delivered
 * order the target never had (it was added afterwards) is 'not-sent'.
 */
export function targetStanding(order: DeliveryStanding, targetHasIt: boolean): TargetStanding {
  if (targetHasIt) return 'delivered';
  return order === 'delivered' ? 'not-sent' : order;
}
