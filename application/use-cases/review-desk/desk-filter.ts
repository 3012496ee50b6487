import type { DeskQuery } from '../../ports/review-loop.repository.port';

const DAY_MS = 86_400_000;

/** The desk's filters as the staff member sets them; a minimum age in days stands for an upper bound on the submission time. */
export type DeskFilter = Omit<DeskQuery, 'limit' | 'after' | 'sort'> & { minAgeDays?: number };

/** The filter as the desk's query, its minimum age read against today. */
export function deskQueryOf<F extends DeskFilter>({ minAgeDays, ...filter }: F, now: Date): Omit<F, 'minAgeDays'> {
  const ageBound = minAgeDays !== undefined ? new Date(now.getTime() - minAgeDays * DAY_MS) : undefined;
  const to = filter.submittedTo;
  return { ...filter, submittedTo: ageBound && (!to || ageBound < to) ? ageBound : to };
}
