/** How many milliseconds a batch name may move on from its creation time before the attempt gives up. */
export const MAX_BATCH_NAME_STEPS = 1000;

/** DDEX batch ids are the batch's creation time to the millisecond: `20260131093015123`. */
export function batchIdAt(at: Date): string {
  return at.toISOString().replace(/[-:TZ.]/g, '');
}
