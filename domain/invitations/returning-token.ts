import { addDays } from 'date-fns';
import { RETURNING_INVALID_REASONS } from './invitation.messages';
import { isWellFormedToken } from './invitation-token';

/** spec: public flow §6/§9: a returning-artist token is valid 365 days and reusable. */
export const RETURNING_TOKEN_VALIDITY_DAYS = 365;

export function returningTokenExpiry(issuedAt: Date): Date {
  return addDays(issuedAt, RETURNING_TOKEN_VALIDITY_DAYS);
}

export interface ReturningTokenState {
  token: string;
  expiresAt: Date;
  active: boolean;
}

export type ReturningTokenReason = keyof typeof RETURNING_INVALID_REASONS;

/** null when usable at `now`, else the reason (wrong format, deactivated, expired). */
export function returningTokenProblem(state: ReturningTokenState, now: Date): ReturningTokenReason | null {
  if (!isWellFormedToken(state.token)) return 'wrongFormat';
  if (!state.active) return 'deactivated';
  if (now.getTime() >= state.expiresAt.getTime()) return 'expired';
  return null;
}
