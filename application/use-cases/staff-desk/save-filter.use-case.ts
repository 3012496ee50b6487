import type { SavedDeskFilterSet } from '../../../contracts/staff-desk-tools.contract';
import { checkSavedFilterName, SAVED_FILTER_MESSAGES, SAVED_FILTERS_PER_STAFF_MAX } from '../../../domain/staff-desk';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../ports/clock.port';
import type { SavedFilterRecord, SavedFiltersRepository } from '../../ports/saved-filters.repository.port';
import type { StaffAccountRepository } from '../../ports/staff-account.repository.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import { normaliseStatusFilter } from '../review-desk/review-desk.deps';
import { staffAccountOf } from './staff-account-of';

/** Saves the desk's current filter set under a name for the signed-in staff member; the same name replaces it. */
export class SaveFilterUseCase {
  constructor(
    private readonly filters: SavedFiltersRepository,
    private readonly accounts: StaffAccountRepository,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(staffId: string, name: string, filter: SavedDeskFilterSet): Promise<SavedFilterRecord> {
    const account = await staffAccountOf(this.accounts, staffId);
    const checked = checkSavedFilterName(name);
    if (!checked.ok) throw new AppError('invalid', checked.message, { details: [{ field: 'name', message: checked.message }] });
    // A status the desk would refuse is refused here too, so a saved filter always applies.
    normaliseStatusFilter(
      filter.status
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
    const kept = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '')) as SavedDeskFilterSet;
    const saved = await this.unitOfWork.run(() =>
      this.filters.save(account.id, checked.name, kept, this.clock.now(), SAVED_FILTERS_PER_STAFF_MAX),
    );
    if (!saved) throw new AppError('conflict', SAVED_FILTER_MESSAGES.tooMany);
    return saved;
  }
}
