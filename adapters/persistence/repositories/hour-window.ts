import { type AnyColumn, and, gte, lt, or, type SQL } from 'drizzle-orm';

const HOUR_MS = 3_600_000;

export interface HourWindow {
  /** [wholeFrom, wholeTo) is read from an hourly rollup; [from, wholeFrom) and [wholeTo, to) from the raw rows. */
  wholeFrom: Date;
  wholeTo: Date;
}

/** The whole hours inside [from, to); a window inside one hour (or across one boundary) has none. */
export function hourWindow(from: Date, to: Date): HourWindow {
  const wholeFrom = new Date(Math.ceil(from.getTime() / HOUR_MS) * HOUR_MS);
  const wholeTo = new Date(Math.floor(to.getTime() / HOUR_MS) * HOUR_MS);
  return wholeFrom >= wholeTo ? { wholeFrom: to, wholeTo: to } : { wholeFrom, wholeTo };
}

export interface HourWindowFilters {
  /** The rollup rows of the whole hours, by the rollup's hour column. */
  wholeHours(hour: AnyColumn): SQL | undefined;
  /** The raw rows of the partial hours at both edges, by the raw table's creation time. */
  edgeHours(createdAt: AnyColumn): SQL | undefined;
}

/** The two conditions that read [from, to) as hourly rollups plus the raw rows at its edges. */
export function hourWindowFilters(from: Date, to: Date): HourWindowFilters {
  const { wholeFrom, wholeTo } = hourWindow(from, to);
  return {
    wholeHours: (hour) => and(gte(hour, wholeFrom), lt(hour, wholeTo)),
    edgeHours: (createdAt) => or(and(gte(createdAt, from), lt(createdAt, wholeFrom)), and(gte(createdAt, wholeTo), lt(createdAt, to))),
  };
}
