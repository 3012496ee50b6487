import type { SavedFilterRecord, SavedFiltersRepository } from '../../ports/saved-filters.repository.port';
import type { StaffAccountRepository } from '../../ports/staff-account.repository.port';
import { staffAccountOf } from './staff-account-of';

/** The signed-in staff member's own saved desk filters, by name. */
export class ListSavedFiltersUseCase {
  constructor(
    private readonly filters: SavedFiltersRepository,
    private readonly accounts: StaffAccountRepository,
  ) {}

  async execute(staffId: string): Promise<SavedFilterRecord[]> {
    const account = await staffAccountOf(this.accounts, staffId);
    return this.filters.list(account.id);
  }
}
