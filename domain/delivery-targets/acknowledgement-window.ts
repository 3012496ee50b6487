// A store acknowledges each batch it takes (an ACK_*.xml in the batch's folder); one that stays silent past the
// target's window has likely not processed it, and staff are warned on the integrations page.

const HOUR_MS = 3_600_000;

/** A sent batch still waiting for its store's answer. */
export interface UnansweredBatch {
  targetId: string;
  completedAt: Date;
}

export interface OverdueAcknowledgements {
  targetId: string;
  /** How many batches have waited longer than the window. */
  batches: number;
  oldestSentAt: Date;
}

/** Per target, the batches sent longer ago than its window that the store has not answered (targets without any left out). */
export function overdueAcknowledgements(
  unanswered: readonly UnansweredBatch[],
  targets: readonly { id: string; acknowledgementWindowHours: number }[],
  now: Date,
): OverdueAcknowledgements[] {
  return targets.flatMap((target) => {
    const cutoff = now.getTime() - target.acknowledgementWindowHours * HOUR_MS;
    const late = unanswered.filter((batch) => batch.targetId === target.id && batch.completedAt.getTime() <= cutoff);
    if (late.length === 0) return [];
    const oldest = late.reduce((a, b) => (a.completedAt <= b.completedAt ? a : b));
    return [{ targetId: target.id, batches: late.length, oldestSentAt: oldest.completedAt }];
  });
}

/** The warning staff read, e.g. 'Streamwave has not acknowledged 2 batches sent more than 48 hours ago (the oldest sent …)'. */
export function acknowledgementOverdueWarning(targetName: string, batches: number, windowHours: number, oldestSent: string): string {
  const what = batches === 1 ? 'a batch' : `${batches} batches`;
  return `${targetName} has not acknowledged ${what} sent more than ${windowHours} hours ago (the oldest sent ${oldestSent}).`;
}
