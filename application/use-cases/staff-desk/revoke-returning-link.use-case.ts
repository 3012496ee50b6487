import { AppError } from '../../errors/app-error';
import type { StaffDeskQueries } from '../../ports/staff-desk.queries.port';

/** Deactivates a returning-artist link; an unknown or already deactivated one is not found. */
export class RevokeReturningLinkUseCase {
  constructor(private readonly staffDesk: StaffDeskQueries) {}

  async execute(id: string): Promise<void> {
    if (!(await this.staffDesk.revokeReturningLink(id))) throw new AppError('not_found', 'No active returning link with this id');
  }
}
