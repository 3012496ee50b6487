/** The durable job that hands one approved release to the configured Delivery adapter. */
export const DELIVERY_JOBS = { deliverRelease: 'delivery.deliver-release' } as const;

/** One unfinished delivery job per release: a second 'Deliver' while one waits joins it. */
export const deliveryDedupeKey = (submissionId: string) => `delivery:${submissionId}`;
