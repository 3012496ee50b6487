import type { WaitingListRow } from '../../ports/staff-desk.queries.port';
import type { StaffDeskPorts } from './staff-desk.ports';

/** The waiting list, newest first, a page at a time. */
export class ListWaitingListUseCase {
  constructor(private readonly deps: Pick<StaffDeskPorts, 'staffDesk'>) {}

  execute(options: { limit: number; before?: Date }): Promise<WaitingListRow[]> {
    return this.deps.staffDesk.waitingList(options);
  }
}
