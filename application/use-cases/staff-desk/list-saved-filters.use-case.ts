import type { SavedFilterRecord } from '../../ports/saved-filters.repository.port';
import { staffAccountOf } from './staff-account-of';
import type { StaffDeskPorts } from './staff-desk.ports';

/** The signed-in staff member's own saved desk filters, by name. */
export class ListSavedFiltersUseCase {
  constructor(private readonly deps: Pick<StaffDeskPorts, 'filters' | 'accounts'>) {}

  async execute(staffId: string): Promise<SavedFilterRecord[]> {
    const account = await staffAccountOf(this.deps.accounts, staffId);
    return this.deps.filters.list(account.id);
  }
}
