import type { SavedDeskFilterSet } from '../../../wire/staff-desk-tools.wire';
import { checkSavedFilterName, SAVED_FILTER_MESSAGES, SAVED_FILTERS_PER_STAFF_MAX } from '../../../domain/staff-desk';
import { AppError } from '../../errors/app-error';
import type { SavedFilterRecord } from '../../ports/saved-filters.repository.port';
import { normaliseStatusFilter } from '../review-desk/review-desk.deps';
import { staffAccountOf } from './staff-account-of';
import type { StaffDeskPorts } from './staff-desk.ports';

/** Saves the desk's current filter set under a name for the signed-in staff member; the same name replaces it. */
export class SaveFilterUseCase {
  constructor(private readonly deps: Pick<StaffDeskPorts, 'filters' | 'accounts' | 'clock' | 'unitOfWork'>) {}

  async execute(staffId: string, name: string, filter: SavedDeskFilterSet): Promise<SavedFilterRecord> {
    const account = await staffAccountOf(this.deps.accounts, staffId);
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
    const saved = await this.deps.unitOfWork.run(() =>
      this.deps.filters.save(account.id, checked.name, kept, this.deps.clock.now(), SAVED_FILTERS_PER_STAFF_MAX),
    );
    if (!saved) throw new AppError('conflict', SAVED_FILTER_MESSAGES.tooMany);
    return saved;
  }
}
