import { normaliseStatus, STATUS_LABELS, type SubmissionStatus } from './submission-status';

// Designed here (artist-portal §4 says transitions are not shown): the staff workflow.
// in progress → pending on completion; pending → approved in one step, or → changes requested (the artist fixes and
// resubmits, which brings it back to pending); approved → live on or after the release date. Rejected and Live are
// final (an undo window applies, see undo-window.ts). Processing is kept for older rows; Active and Failed are
// display-only values that staff never set.
export const STATUS_TRANSITIONS: Readonly<Record<SubmissionStatus, readonly SubmissionStatus[]>> = {
  'in progress': ['pending', 'rejected'],
  pending: ['approved', 'changes requested', 'rejected'],
  'changes requested': ['rejected'],
  processing: ['approved', 'changes requested', 'rejected'],
  approved: ['live', 'changes requested', 'rejected'],
  live: [],
  rejected: [],
  active: [],
  failed: [],
};

/** The one move an artist makes: sending a corrected or completed release (back) for review. */
export const ARTIST_TRANSITIONS: Readonly<Partial<Record<SubmissionStatus, readonly SubmissionStatus[]>>> = {
  'changes requested': ['pending'],
  'in progress': ['pending'],
};

export const FINAL_STATUSES: readonly SubmissionStatus[] = ['rejected', 'live'];

export const STATUS_TRANSITION_MESSAGES = {
  unknownStatus: (value: string) => `Unknown submission status: "${value}"`,
  alreadyInStatus: (label: string) => `The submission is already ${label}`,
  illegalMove: (from: string, to: string) => `Cannot move a submission from ${from} to ${to}`,
} as const;

export type TransitionResult = { ok: true; status: SubmissionStatus } | { ok: false; message: string };

export function allowedNextStatuses(from: string): readonly SubmissionStatus[] {
  const status = normaliseStatus(from);
  return status ? STATUS_TRANSITIONS[status] : [];
}

export function isFinalStatus(value: string): boolean {
  const status = normaliseStatus(value);
  return !!status && FINAL_STATUSES.includes(status);
}

/** Checks a move against a table; the refusal names both statuses, e.g. 'Cannot move a submission from Live to Pending'. */
export function transitionStatus(
  from: string,
  to: string,
  table: Readonly<Partial<Record<SubmissionStatus, readonly SubmissionStatus[]>>> = STATUS_TRANSITIONS,
): TransitionResult {
  const source = normaliseStatus(from);
  if (!source) return { ok: false, message: STATUS_TRANSITION_MESSAGES.unknownStatus(from) };
  const target = normaliseStatus(to);
  if (!target) return { ok: false, message: STATUS_TRANSITION_MESSAGES.unknownStatus(to) };
  if (source === target) return { ok: false, message: STATUS_TRANSITION_MESSAGES.alreadyInStatus(STATUS_LABELS[source]) };
  if (!(table[source] ?? []).includes(target)) {
    return { ok: false, message: STATUS_TRANSITION_MESSAGES.illegalMove(STATUS_LABELS[source], STATUS_LABELS[target]) };
  }
  return { ok: true, status: target };
}
