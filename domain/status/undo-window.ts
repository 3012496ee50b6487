import { normaliseStatus, STATUS_LABELS } from './submission-status';

/** How long staff can take back a status change (a misclick on Rejected or Live is caught in time). */
export const STATUS_UNDO_WINDOW_MINUTES = 10;

export const UNDO_MESSAGES = {
  nothingToUndo: 'There is no status change to undo',
  windowPassed: (minutes: number) => `A status change can only be undone within ${minutes} minutes`,
  movedSince: 'The submission has changed since; reload it to see its current status',
  undoneNote: (label: string) => `Undid the move to ${label}`,
  alreadySent: 'This release has already been sent to the stores, so its approval can no longer be undone here',
} as const;

export interface LastStatusChange {
  fromStatus: string;
  toStatus: string;
  at: Date;
}

export type UndoResult = { ok: true; backTo: string } | { ok: false; message: string };

/**
 * Whether the latest status change can be reverted now; it must still be the current status, and a release already
 * sent to the stores keeps its approval (the stores have it).
 */
export function checkUndo(current: string, last: LastStatusChange | undefined, now: Date, delivered = false): UndoResult {
  if (!last) return { ok: false, message: UNDO_MESSAGES.nothingToUndo };
  if (normaliseStatus(last.toStatus) !== normaliseStatus(current)) return { ok: false, message: UNDO_MESSAGES.movedSince };
  const elapsedMs = now.getTime() - last.at.getTime();
  if (elapsedMs > STATUS_UNDO_WINDOW_MINUTES * 60_000)
    return { ok: false, message: UNDO_MESSAGES.windowPassed(STATUS_UNDO_WINDOW_MINUTES) };
  if (delivered && normaliseStatus(current) === 'approved') return { ok: false, message: UNDO_MESSAGES.alreadySent };
  const back = normaliseStatus(last.fromStatus);
  return { ok: true, backTo: back ? STATUS_LABELS[back] : last.fromStatus };
}
