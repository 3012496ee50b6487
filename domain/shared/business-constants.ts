// Business constants of public flow §9 and artist-portal §9 that belong to no single rule module.
const SECOND = 1000;

/** Thank-you page promise (public flow §2.3). */
export const REVIEW_DAYS_THANK_YOU = { min: 5, max: 7 } as const;
/** Waiting-list confirmation promise (public flow §2.4); the spec states both readings. */
export const REVIEW_DAYS_WAITING_LIST = { min: 7, max: 10 } as const;
export const TRANSFER_WEEKS = { min: 2, max: 4 } as const;
export const SUCCESS_REDIRECT_DELAY_MS = 1.5 * SECOND;
export const TOAST_DURATION_MS = 3 * SECOND;
export const KEEP_ALIVE_HEARTBEAT_MS = 5 * SECOND;
export const LEGAL_PAGES_LAST_UPDATED = 'May 2025';
