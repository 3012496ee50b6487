import type { WaitingListEntry } from '../domain/forms';

export type { WaitingListEntry };

/** The bot-protection fields sent with every public form post. */
export interface BotFields {
  /** The signed session from POST /api/form-sessions. */
  formSession?: string;
  /** Honeypots: must stay empty. */
  website?: string;
  email_confirm?: string;
}

/** POST /api/waiting-list (public flow §3 Waiting-list payload). */
export interface JoinWaitingListRequest extends BotFields {
  artistData: WaitingListEntry;
}

export interface JoinWaitingListResponse {
  success: true;
  /** null until the board job ran. */
  mondayItemId: string | null;
  entryId: string;
}
