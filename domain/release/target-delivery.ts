import type { DeliveryStanding } from './delivery-status';
import type { AcknowledgementOutcome } from './store-acknowledgement';

/**
 * One target's part of a release's delivery: the release's own standing, 'not-sent' (a target added since), or once
 * the store has answered the batch it has, 'accepted' or 'rejected'.
 */
export type TargetStanding = DeliveryStanding | 'not-sent' | AcknowledgementOutcome;

export const TARGET_STANDING_LABELS: Readonly<Record<TargetStanding, string>> = {
  queued: 'Queued',
  delivered: 'Delivered',
  failed: 'Failed',
  retrying: 'Retrying',
  'not-sent': 'Not sent',
  accepted: 'Accepted by the store',
  rejected: 'Rejected by the store',
};

/**
 * Where the release's current order (a delivery, an update, a takedown) is at one target: Delivered once the target
 * has it whole, whatever the others do (Accepted or Rejected once the store's acknowledgement is read); otherwise the order's own standing (queued, retrying, failed). A delivered
 * order the target never had (it was added afterwards) is 'not-sent'.
 */
export function targetStanding(
  order: DeliveryStanding,
  targetHasIt: boolean,
  answer: AcknowledgementOutcome | null = null,
): TargetStanding {
  if (targetHasIt) return answer ?? 'delivered';
  return order === 'delivered' ? 'not-sent' : order;
}

/** How far a release was taken down: from no store, from some, or from every store it was ordered to. */
export type TakedownReach = 'none' | 'some' | 'all';

/** Each store's state as the artist reads it on the release's page. */
export const ARTIST_STORE_WORDS = {
  onItsWay: 'On its way',
  heldUp: 'Held up: the label is looking into it',
  sent: 'Sent',
  accepted: 'In the store',
  notYet: 'Not sent yet',
  removed: (store: string) => `Removed from ${store}`,
  removedReason: (reason: string) => `The label's reason: ${reason}`,
  heading: 'In the stores',
} as const;

/** One store's line on the artist's page: where the current order is there, a delivered takedown as 'Removed'. */
export function artistStoreWords(store: string, standing: TargetStanding, takedown: boolean): string {
  if (standing === 'delivered' || standing === 'accepted') {
    if (takedown) return ARTIST_STORE_WORDS.removed(store);
    return `${store}: ${standing === 'accepted' ? ARTIST_STORE_WORDS.accepted : ARTIST_STORE_WORDS.sent}`;
  }
  if (standing === 'queued') return `${store}: ${ARTIST_STORE_WORDS.onItsWay}`;
  if (standing === 'not-sent') return `${store}: ${ARTIST_STORE_WORDS.notYet}`;
  return `${store}: ${ARTIST_STORE_WORDS.heldUp}`;
}
