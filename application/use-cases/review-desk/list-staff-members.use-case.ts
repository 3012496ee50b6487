import type { ReviewLoopRepository } from '../../ports/review-loop.repository.port';

export interface ListStaffMembersDeps {
  loop: ReviewLoopRepository;
}

/** The staff members work can be assigned to. */
export class ListStaffMembersUseCase {
  constructor(private readonly deps: ListStaffMembersDeps) {}

  execute(): Promise<{ id: string; name: string }[]> {
    return this.deps.loop.staffMembers();
  }
}
