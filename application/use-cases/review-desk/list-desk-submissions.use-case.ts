import { reviewAge, type ReviewAge } from '../../../domain/status';
import type { Clock } from '../../ports/clock.port';
import type { DeskCursor, DeskQuery, DeskRow, ReviewLoopRepository } from '../../ports/review-loop.repository.port';
import { deskQueryOf } from './desk-filter';
import { normaliseStatusFilter } from './review-desk.deps';

export const REVIEW_PAGE_MAX = 100;

export type DeskItem = DeskRow & { age: ReviewAge };

export interface ReviewPage {
  items: DeskItem[];
  /** Pass back as `after` for the next page; null on the last page. */
  next: DeskCursor | null;
}

export type DeskListInput = Omit<DeskQuery, 'statuses' | 'sort'> & { statuses?: string[]; sort?: DeskQuery['sort']; minAgeDays?: number };

export interface ListDeskSubmissionsDeps {
  loop: ReviewLoopRepository;
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
    const items = rows.slice(0, limit).map((row) => ({
      ...row,
      age: reviewAge(new Date(row.createdAt), now, { status: row.status, fromWaitingList: row.fromWaitingList }),
    }));
    const last = rows[limit - 1];
    return { items, next: rows.length > limit && last ? this.deps.loop.cursorOf(last, sort) : null };
  }
}
