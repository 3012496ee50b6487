import type { DeskFilter, ReviewListQuery } from '@wire';

/** The query's non-empty values as URL search parameters. */
export function searchParams(query: ReviewListQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

/** Only the filters (no order or paging), empty ones left out. */
export function filterOf(query: ReviewListQuery): DeskFilter {
  const { status, from, to, minAgeDays, releaseFrom, releaseTo, q, assignedTo, findings } = query;
  const filter: DeskFilter = { status, from, to, minAgeDays, releaseFrom, releaseTo, q, assignedTo, findings };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '')) as DeskFilter;
}

/** The CSV export of the filtered list (a plain link the browser downloads with the session cookie). */
export const reviewDeskCsvUrl = (filter: DeskFilter): string =>
  `/api/review-desk/submissions.csv?${new URLSearchParams(searchParams(filterOf(filter))).toString()}`;
