import type { SavedDeskFilter } from '../../wire/staff-desk-tools.wire';
import type { WithDates } from './with-dates';

export type SavedFilterRecord = WithDates<SavedDeskFilter, 'createdAt'>;

/** Each staff member's named desk filters, kept server-side per account. */
export interface SavedFiltersRepository {
  /** The staff member's filters, by name. */
  list(staffId: string): Promise<SavedFilterRecord[]>;
  /** Saves under the name (replacing a filter of the same name), or answers null when `max` are already saved. */
  save(staffId: string, name: string, filter: SavedDeskFilter['filter'], at: Date, max: number): Promise<SavedFilterRecord | null>;
  /** False when the staff member has no filter with this id. */
  delete(staffId: string, id: string): Promise<boolean>;
}
export const SAVED_FILTERS_REPOSITORY = Symbol('SavedFiltersRepository');
