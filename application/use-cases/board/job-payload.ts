import { PermanentJobError } from '../../ports/job-queue.port';

/** A required string of a job's payload; a payload without it can never succeed. */
export function stringField(payload: Record<string, unknown>, key: string): string {
  const value = payload[key];
  if (typeof value !== 'string' || value === '') throw new PermanentJobError(`Job payload has no ${key}`);
  return value;
}
