import { AppError } from '../../errors/app-error';
import type { Clock } from '../../ports/clock.port';
import type { StaffDeskQueries } from '../../ports/staff-desk.queries.port';

export interface RevokeInvitationDeps {
  staffDesk: StaffDeskQueries;
  clock: Clock;
}

/** Ends an open invitation link now; an unknown, used or expired one is not found. */
export class RevokeInvitationUseCase {
  constructor(private readonly deps: RevokeInvitationDeps) {}

  async execute(id: string): Promise<void> {
    if (!(await this.deps.staffDesk.revokeInvitation(id, this.deps.clock.now())))
      throw new AppError('not_found', 'No open invitation with this id');
  }
}
