import { AppError } from '../../errors/app-error';
import type { StaffDeskPorts } from './staff-desk.ports';

/** Deactivates a returning-artist link; an unknown or already deactivated one is not found. */
export class RevokeReturningLinkUseCase {
  constructor(private readonly deps: Pick<StaffDeskPorts, 'staffDesk'>) {}

  async execute(id: string): Promise<void> {
    if (!(await this.deps.staffDesk.revokeReturningLink(id))) throw new AppError('not_found', 'No active returning link with this id');
  }
}
