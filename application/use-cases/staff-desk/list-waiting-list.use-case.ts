import type { StaffDeskQueries, WaitingListRow } from '../../ports/staff-desk.queries.port';

export interface ListWaitingListDeps {
  staffDesk: StaffDeskQueries;
}

/** The waiting list, newest first, a page at a time. */
export class ListWaitingListUseCase {
  constructor(private readonly deps: ListWaitingListDeps) {}

  execute(options: { limit: number; before?: Date }): Promise<WaitingListRow[]> {
    return this.deps.staffDesk.waitingList(options);
  }
}
