/** A count of distinct recipients: its key (a client address, or everyone) and how many its window allows. */
export interface RecipientCap {
  key: string;
  limit: number;
  /** The sliding window, at most a day (the store forgets older recipients). */
  windowMinutes: number;
}

export interface RecipientReservationRequest {
  /** The recipient in a comparable form (trimmed, lower case). */
  recipient: string;
  caps: readonly RecipientCap[];
  now: Date;
}

export type RecipientReservation = { reserved: true } | { reserved: false; key: string; retryAfterSeconds: number };

/**
 * Distinct recipients per cap over a sliding window, in the database so every instance counts the same. A
 * recipient already counted on a cap in the window takes no new place on it. reserve() checks every cap and records
 * the recipient on all of them, or on none, under a lock per cap: parallel requests never pass a cap.
 */
export interface RecipientCapStore {
  reserve(request: RecipientReservationRequest): Promise<RecipientReservation>;
}
export const RECIPIENT_CAP_STORE = Symbol('RecipientCapStore');
