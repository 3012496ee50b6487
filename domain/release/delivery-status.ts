// The per-release delivery to the stores, as staff and the artist read it.
export const DELIVERY_STATUSES = ['queued', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * What the desk shows: the stored state, except that a failed attempt whose job will try again is 'retrying' (with
 * its next attempt), not 'failed' (staff would otherwise press Retry beside a job that is still retrying).
 */
export type DeliveryStanding = DeliveryStatus | 'retrying';

export const DELIVERY_STATUS_LABELS: Readonly<Record<DeliveryStanding, string>> = {
  queued: 'Queued',
  delivered: 'Delivered',
  failed: 'Failed',
  retrying: 'Retrying',
};

export const DELIVERY_MESSAGES = {
  heading: 'Delivery to stores',
  notYet: 'Not delivered yet. Approving a release queues its delivery.',
  deliver: 'Deliver',
  deliverNow: 'Deliver now',
  /** A delivery queued by an approval waits until the approval can no longer be undone. */
  waitsForUndo: (time: string) =>
    `Sends to the stores at ${time}, once the approval can no longer be undone. Deliver now to send it at once.`,
  retry: 'Retry delivery',
  retryNow: 'Retry now',
  /** A failed attempt whose job tries again by itself. */
  retriesAt: (time: string) => `The last attempt failed; the delivery tries again by itself at ${time}. Retry now to try at once.`,
  deliverAgain: 'Deliver again',
  queuedNote: 'The delivery runs in the background; this panel updates by itself.',
  sentToStores: 'Sent to stores',
  sentToStoresOn: (date: string) => `Your release was sent to the stores on ${date}. It goes live on its release date.`,
  attempts: (n: number) => (n === 1 ? '1 attempt' : `${n} attempts`),
} as const;
