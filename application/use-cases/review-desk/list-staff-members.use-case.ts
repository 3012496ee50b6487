import type { ReviewLoopRepository } from '../../ports/review-loop.repository.port';

/** The staff members work can be assigned to. */
export class ListStaffMembersUseCase {
  constructor(private readonly loop: ReviewLoopRepository) {}

  execute(): Promise<{ id: string; name: string }[]> {
    return this.loop.staffMembers();
  }
}
