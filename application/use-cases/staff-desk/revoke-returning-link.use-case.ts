import { AppError } from '../../errors/app-error';
import type { StaffDeskQueries } from '../../ports/staff-desk.queries.port';

export interface RevokeReturningLinkDeps {
  staffDesk: StaffDeskQueries;
}

/** Deactivates a returning-artist link; an unknown or already deactivated one is not found. */
export class RevokeReturningLinkUseCase {
  constructor(private readonly deps: RevokeReturningLinkDeps) {}

  async execute(id: string): Promise<void> {
    if (!(await this.deps.staffDesk.revokeReturningLink(id))) throw new AppError('not_found', 'No active returning link with this id');
  }
}
