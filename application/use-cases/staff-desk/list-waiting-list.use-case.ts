import type { StaffDeskQueries, WaitingListRow } from '../../ports/staff-desk.queries.port';

/** The waiting list, newest first, a page at a time. */
export class ListWaitingListUseCase {
  constructor(private readonly staffDesk: StaffDeskQueries) {}

  execute(options: { limit: number; before?: Date }): Promise<WaitingListRow[]> {
    return this.staffDesk.waitingList(options);
  }
}
