import { splitsColumn } from '../../../domain/split-sheets';
import { reviewAge, type ReviewAge } from '../../../domain/status';
import type { Clock } from '../../ports/clock.port';
import type { SplitStatesQuery } from '../../ports/split-states.query.port';
import type { DeskCursor, DeskQuery, DeskRow, ReviewLoopRepository } from '../../ports/review-loop.repository.port';
import { deskQueryOf } from './desk-filter';
import { normaliseStatusFilter } from './review-desk.deps';

export const REVIEW_PAGE_MAX = 100;

/** `splits`: where its split sheets stand ('all agreed', 'n waiting', 'declined'; '' when nobody was asked). */
export type DeskItem = DeskRow & { age: ReviewAge; splits: string };

export interface ReviewPage {
  items: DeskItem[];
  /** Pass back as `after` for the next page; null on the last page. */
  next: DeskCursor | null;
}

export type DeskListInput = Omit<DeskQuery, 'statuses' | 'sort'> & { statuses?: string[]; sort?: DeskQuery['sort']; minAgeDays?: number };

export interface ListDeskSubmissionsDeps {
  loop: ReviewLoopRepository;
  splits: SplitStatesQuery;
  clock: Clock;
}

/** The review desk's search: filtered, sorted submissions a page at a time, each with its age against the promise. */
export class ListDeskSubmissionsUseCase {
  constructor(private readonly deps: ListDeskSubmissionsDeps) {}

  async execute(query: DeskListInput): Promise<ReviewPage> {
    const limit = Math.min(Math.max(query.limit, 1), REVIEW_PAGE_MAX);
    const sort = query.sort ?? 'newest';
    const now = this.deps.clock.now();
    const rows = await this.deps.loop.search({
      ...deskQueryOf(query, now),
      sort,
      statuses: normaliseStatusFilter(query.statuses),
      search: query.search?.trim() || undefined,
      limit: limit + 1,
    });
    const splits = await this.deps.splits.statesOf(rows.slice(0, limit).map((row) => row.id));
    const items = rows.slice(0, limit).map((row) => ({
      ...row,
      splits: splitsColumn(splits.get(row.id) ?? []),
      age: reviewAge(new Date(row.createdAt), now, { status: row.status, fromWaitingList: row.fromWaitingList }),
    }));
    const last = rows[limit - 1];
    return { items, next: rows.length > limit && last ? this.deps.loop.cursorOf(last, sort) : null };
  }
}
