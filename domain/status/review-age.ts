import { differenceInCalendarDays } from 'date-fns';
import { REVIEW_DAYS_THANK_YOU, REVIEW_DAYS_WAITING_LIST } from '../shared';

/** not-sent: an In Progress release the artist has not sent yet; it is with them, not waiting on the label. */
export type ReviewStanding = 'on-track' | 'due' | 'overdue' | 'decided' | 'not-sent';

export interface ReviewAge {
  days: number;
  /** The promise in days, e.g. { min: 5, max: 7 }. */
  promise: { min: number; max: number };
  standing: ReviewStanding;
}

const WAITING_STATUSES = ['pending', 'processing'];

/**
 * Days since submission against the review promise (5–7 days, 7–10 for artists from the waiting list).
 * Within min: on track; between min and max: due; past max: overdue. Decided submissions are no longer waiting,
 * and an In Progress one has not been sent: neither counts against the promise.
 */
export function reviewAge(submittedAt: Date, now: Date, options: { status: string; fromWaitingList: boolean }): ReviewAge {
  const promise = options.fromWaitingList ? REVIEW_DAYS_WAITING_LIST : REVIEW_DAYS_THANK_YOU;
  const days = Math.max(0, differenceInCalendarDays(now, submittedAt));
  const status = options.status.trim().toLowerCase();
  const waiting = WAITING_STATUSES.includes(status);
  const standing: ReviewStanding =
    status === 'in progress'
      ? 'not-sent'
      : !waiting
        ? 'decided'
        : days > promise.max
          ? 'overdue'
          : days >= promise.min
            ? 'due'
            : 'on-track';
  return { days, promise: { min: promise.min, max: promise.max }, standing };
}
