import type { ChangeNoteTemplates } from '../../ports/change-note-templates.port';
import type { Clock } from '../../ports/clock.port';
import type { MailOutbox } from '../../ports/mailer.port';
import type { SavedFiltersRepository } from '../../ports/saved-filters.repository.port';
import type { StaffAccountRepository } from '../../ports/staff-account.repository.port';
import type { StaffDeskQueries } from '../../ports/staff-desk.queries.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';

/** The ports the staff desk's tools are built from, each under the one name they all use; each takes what it needs. */
export interface StaffDeskPorts {
  staffDesk: StaffDeskQueries;
  templates: ChangeNoteTemplates;
  filters: SavedFiltersRepository;
  accounts: StaffAccountRepository;
  outbox: MailOutbox;
  unitOfWork: UnitOfWork;
  clock: Clock;
}
