import { normaliseStatus, STATUS_LABELS, type SubmissionStatus } from './submission-status';

// Designed here (artist-portal §4 says transitions are not shown): the staff workflow.
// in progress → pending on completion; pending → processing → approved → live; any open one → rejected.
// Active and Failed are display-only values that staff never set.
export const STATUS_TRANSITIONS: Readonly<Record<SubmissionStatus, readonly SubmissionStatus[]>> = {
  'in progress': ['pending', 'rejected'],
  pending: ['processing', 'rejected'],
  processing: ['approved', 'rejected'],
  approved: ['live', 'rejected'],
  live: [],
  rejected: [],
  active: [],
  failed: [],
};

export const OPEN_STATUSES: readonly SubmissionStatus[] = ['in progress', 'pending', 'processing', 'approved'];

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

export function canTransition(from: string, to: string): boolean {
  return transitionStatus(from, to).ok;
}

/** Checks a staff move; the refusal names both statuses, e.g. 'Cannot move a submission from Live to Pending'. */
export function transitionStatus(from: string, to: string): TransitionResult {
  const source = normaliseStatus(from);
  if (!source) return { ok: false, message: STATUS_TRANSITION_MESSAGES.unknownStatus(from) };
  const target = normaliseStatus(to);
  if (!target) return { ok: false, message: STATUS_TRANSITION_MESSAGES.unknownStatus(to) };
  if (source === target) return { ok: false, message: STATUS_TRANSITION_MESSAGES.alreadyInStatus(STATUS_LABELS[source]) };
  if (!STATUS_TRANSITIONS[source].includes(target)) {
    return { ok: false, message: STATUS_TRANSITION_MESSAGES.illegalMove(STATUS_LABELS[source], STATUS_LABELS[target]) };
  }
  return { ok: true, status: target };
}
