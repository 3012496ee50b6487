/**
 * Dropbox Sign posts an event again after a failed answer, six times, 5 min, 15 min, 45 min, 2 h 15, 6 h 45 and
 * 20 h 15 after the one before (its callbacks FAQ): a genuine delivery comes at most 30 h 20 min after the event.
 * An event older than that (with half an hour of slack) or from the future is a replay, refused before any read.
 */
const PROVIDER_RETRY_DELAYS_MINUTES = [5, 15, 45, 135, 405, 1215];
export const SIGNATURE_EVENT_MAX_AGE_MINUTES = PROVIDER_RETRY_DELAYS_MINUTES.reduce((sum, delay) => sum + delay, 0) + 30;
/** Clocks disagree a little: an event a few minutes in our future is still taken. */
export const SIGNATURE_EVENT_CLOCK_SKEW_MINUTES = 5;

/** An event may make us read the request from the provider once a minute; more within the minute are queued. */
export const PROVIDER_READS_PER_REQUEST = { limit: 1, windowSeconds: 60 } as const;

export const SIGNATURE_EVENT_MESSAGES = {
  outsideWindow: 'The event is older than the provider sends events, or from the future, and was not taken',
} as const;

/** Whether an event of `occurredAt` can be a delivery of the provider's now. */
export function isWithinEventWindow(occurredAt: Date, now: Date): boolean {
  const ageMinutes = (now.getTime() - occurredAt.getTime()) / 60_000;
  return ageMinutes <= SIGNATURE_EVENT_MAX_AGE_MINUTES && ageMinutes >= -SIGNATURE_EVENT_CLOCK_SKEW_MINUTES;
}
