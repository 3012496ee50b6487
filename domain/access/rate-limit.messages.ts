/** How long a caller waits, in the largest unit that reads naturally (rounded up so nobody retries too early). */
export function waitDuration(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

/** The answer to a caller past a rate limit (429), with the Retry-After time in words. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many requests. Please try again in ${waitDuration(retryAfterSeconds)}.`;
}
