import type { DeskSortOrder, SavedDeskFilterSet } from '@wire';
import { type DeskFilterForm, EMPTY_DESK_FILTERS } from '../review-desk/desk-filters.component';

const SORTS: readonly DeskSortOrder[] = ['newest', 'oldest', 'release-date'];

/** The desk's applied filters (and the view's assignee) as a saved set: only what is set. */
export function savedSetOf(form: DeskFilterForm, assignedTo?: string): SavedDeskFilterSet {
  const set: SavedDeskFilterSet = {
    status: form.status || undefined,
    q: form.q.trim() || undefined,
    minAgeDays: form.minAgeDays ? Number(form.minAgeDays) : undefined,
    findings: form.findings === 'blocking' ? 'blocking' : undefined,
    releaseFrom: form.releaseFrom || undefined,
    releaseTo: form.releaseTo || undefined,
    assignedTo,
    sort: form.sort === 'newest' ? undefined : form.sort,
  };
  return Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined)) as SavedDeskFilterSet;
}

/** A saved set back in the desk's filter form. */
export function formOf(set: SavedDeskFilterSet): DeskFilterForm {
  return {
    ...EMPTY_DESK_FILTERS,
    status: set.status ?? '',
    q: set.q ?? '',
    minAgeDays: set.minAgeDays === undefined ? '' : String(set.minAgeDays),
    findings: set.findings ?? '',
    releaseFrom: set.releaseFrom ?? '',
    releaseTo: set.releaseTo ?? '',
    sort: set.sort && SORTS.includes(set.sort) ? set.sort : 'newest',
  };
}
