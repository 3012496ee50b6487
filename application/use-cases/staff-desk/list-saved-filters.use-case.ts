import type { SavedFilterRecord, SavedFiltersRepository } from '../../ports/saved-filters.repository.port';
import type { StaffAccountRepository } from '../../ports/staff-account.repository.port';
import { staffAccountOf } from './staff-account-of';

export interface ListSavedFiltersDeps {
  filters: SavedFiltersRepository;
  accounts: StaffAccountRepository;
}

/** The signed-in staff member's own saved desk filters, by name. */
export class ListSavedFiltersUseCase {
  constructor(private readonly deps: ListSavedFiltersDeps) {}

  async execute(staffId: string): Promise<SavedFilterRecord[]> {
    const account = await staffAccountOf(this.deps.accounts, staffId);
    return this.deps.filters.list(account.id);
  }
}
