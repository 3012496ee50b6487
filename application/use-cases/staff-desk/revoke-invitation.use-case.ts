import { AppError } from '../../errors/app-error';
import type { Clock } from '../../ports/clock.port';
import type { StaffDeskQueries } from '../../ports/staff-desk.queries.port';

/** Ends an open invitation link now; an unknown, used or expired one is not found. */
export class RevokeInvitationUseCase {
  constructor(
    private readonly staffDesk: StaffDeskQueries,
    private readonly clock: Clock,
  ) {}

  async execute(id: string): Promise<void> {
    if (!(await this.staffDesk.revokeInvitation(id, this.clock.now()))) throw new AppError('not_found', 'No open invitation with this id');
  }
}
