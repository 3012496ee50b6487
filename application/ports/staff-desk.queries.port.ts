import type { WaitingListRow as WaitingListEntryRow } from '../../wire/waiting-list-desk.wire';
import type { WithDates } from './with-dates';

export type WaitingListRow = WithDates<WaitingListEntryRow, 'createdAt'>;

/** Read and revoke operations of the staff desk over tables (waiting list, invitations, links). */
export interface StaffDeskQueries {
  waitingList(options: { limit: number; before?: Date }): Promise<WaitingListRow[]>;
  /** Expires an unused invitation now; false when unknown or already used/expired. */
  revokeInvitation(id: string, at: Date): Promise<boolean>;
  /** Deactivates a returning link; false when unknown or already inactive. */
  revokeReturningLink(id: string): Promise<boolean>;
}
export const STAFF_DESK_QUERIES = Symbol('StaffDeskQueries');
