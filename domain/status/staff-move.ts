import { includesNewMusic } from '../release/upload-type';
import { formatLongDate, parseDateInput, toIsoDate } from '../shared';
import { type TransitionResult, transitionStatus } from './status-transitions';

export const STAFF_MOVE_MESSAGES = {
  liveWithoutDate: 'A release without a release date cannot go live',
  liveBeforeDelivery: 'This release cannot go live before it has been delivered to the stores',
  liveBeforeDate: (date: string) => `This release cannot go live before its release date (${date})`,
  noteRequired: (label: string) => `Write a note for the artist explaining the move to ${label}`,
  approveWithoutTracks: 'This release has no tracks, so it cannot be approved: ask the artist to add its tracks first',
} as const;

/** Statuses staff may only set with a note the artist will read (what to change, or why it was refused). */
export const NOTE_REQUIRED_FOR: readonly string[] = ['changes requested', 'rejected'];

export interface StaffMoveContext {
  /** The release date (YYYY-MM-DD) or null. */
  releaseDate: string | null;
  today: Date;
  note?: string | null;
  /** Whether the release's delivery to the stores succeeded; undefined where the caller does not know (Live is checked again on the server). */
  delivered?: boolean;
  /** The release's upload type and how many tracks it has; undefined where the caller does not know (approval is checked again on the server). */
  uploadType?: string;
  tracks?: number;
}

/**
 * A staff move: the transition table, a note where the artist needs one, approval only for new music with its tracks, and Live
 * only once delivered and not before the release date.
 */
export function checkStaffMove(from: string, to: string, context: StaffMoveContext): TransitionResult {
  const move = transitionStatus(from, to);
  if (!move.ok) return move;
  if (NOTE_REQUIRED_FOR.includes(move.status) && !context.note?.trim()) {
    return { ok: false, message: STAFF_MOVE_MESSAGES.noteRequired(move.status === 'rejected' ? 'Rejected' : 'Changes Requested') };
  }
  // Approval assigns ISRCs and queues the delivery: new music with nothing to deliver is never approved.
  if (move.status === 'approved' && context.tracks === 0 && includesNewMusic(context.uploadType)) {
    return { ok: false, message: STAFF_MOVE_MESSAGES.approveWithoutTracks };
  }
  if (move.status === 'live') {
    if (!context.releaseDate) return { ok: false, message: STAFF_MOVE_MESSAGES.liveWithoutDate };
    const releaseDay = parseDateInput(context.releaseDate);
    if (releaseDay && toIsoDate(releaseDay) > toIsoDate(context.today)) {
      return { ok: false, message: STAFF_MOVE_MESSAGES.liveBeforeDate(formatLongDate(releaseDay)) };
    }
    if (context.delivered === false) return { ok: false, message: STAFF_MOVE_MESSAGES.liveBeforeDelivery };
  }
  return move;
}
