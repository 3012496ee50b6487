import type { WaitingListEntry } from '../../domain/forms';

export type { WaitingListEntry };

export interface StoredWaitingListEntry extends WaitingListEntry {
  id: string;
  boardItemId: string | null;
  createdAt: Date;
}

export interface WaitingListRepository {
  create(entry: WaitingListEntry, createdAt: Date): Promise<{ id: string }>;
  /** The newest entry with this email (case-insensitive) created at or after `since`. */
  findRecentByEmail(email: string, since: Date): Promise<StoredWaitingListEntry | undefined>;
  find(id: string): Promise<StoredWaitingListEntry | undefined>;
  setBoardItemId(id: string, boardItemId: string): Promise<void>;
}
export const WAITING_LIST_REPOSITORY = Symbol('WaitingListRepository');
