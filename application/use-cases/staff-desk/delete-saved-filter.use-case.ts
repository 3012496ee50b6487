import { SAVED_FILTER_MESSAGES } from '../../../domain/staff-desk';
import { NotFoundError } from '../profile/profile.errors';
import { staffAccountOf } from './staff-account-of';
import type { StaffDeskPorts } from './staff-desk.ports';

/** Deletes one of the signed-in staff member's saved filters; another person's answers as unknown. */
export class DeleteSavedFilterUseCase {
  constructor(private readonly deps: Pick<StaffDeskPorts, 'filters' | 'accounts'>) {}

  async execute(staffId: string, filterId: string): Promise<void> {
    const account = await staffAccountOf(this.deps.accounts, staffId);
    if (!(await this.deps.filters.delete(account.id, filterId))) throw new NotFoundError(SAVED_FILTER_MESSAGES.notFound);
  }
}
