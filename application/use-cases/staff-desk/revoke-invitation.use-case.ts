import { AppError } from '../../errors/app-error';
import type { StaffDeskPorts } from './staff-desk.ports';

/** Ends an open invitation link now; an unknown, used or expired one is not found. */
export class RevokeInvitationUseCase {
  constructor(private readonly deps: Pick<StaffDeskPorts, 'staffDesk' | 'clock'>) {}

  async execute(id: string): Promise<void> {
    if (!(await this.deps.staffDesk.revokeInvitation(id, this.deps.clock.now())))
      throw new AppError('not_found', 'No open invitation with this id');
  }
}
