/** The durable job that hands one approved release to the configured Delivery adapter. */
export const DELIVERY_JOBS = {
  deliverRelease: 'delivery.deliver-release',
  readAcknowledgements: 'delivery.read-acknowledgements',
} as const;

/** How often the stores' folders are read for acknowledgements (one pass per period across instances). */
export const READ_ACKNOWLEDGEMENTS_EVERY_MS = 5 * 60_000;

/** One unfinished delivery job per release: a second 'Deliver' while one waits joins it. */
export const deliveryDedupeKey = (submissionId: string) => `delivery:${submissionId}`;

/** The release a delivery job's dedupe key names (null for any other key). */
export const submissionOfDeliveryKey = (dedupeKey: string | null) =>
  dedupeKey?.startsWith('delivery:') ? dedupeKey.slice('delivery:'.length) : null;
