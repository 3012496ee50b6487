import { CREDITS_MESSAGES } from './credits.messages';

export const SPLIT_TOTAL = 100;
export type SplitState = 'empty' | 'under' | 'complete' | 'over';

export interface SplitSummary {
  total: number;
  state: SplitState;
  /** The panel's line: over → red message, under → 'Need N% more', 0 → ask for percentages, 100 → null. */
  message: string | null;
}

/** Songwriter percentages are integers 0..100 (public flow §5). */
export function isValidPercentage(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100;
}

export function splitTotal(percentages: readonly (number | null | undefined)[]): number {
  return percentages.reduce<number>((sum, p) => sum + (typeof p === 'number' && Number.isFinite(p) ? p : 0), 0);
}

export function summariseSplit(percentages: readonly (number | null | undefined)[]): SplitSummary {
  const total = splitTotal(percentages);
  if (total > SPLIT_TOTAL) return { total, state: 'over', message: CREDITS_MESSAGES.overHundred };
  if (total === SPLIT_TOTAL) return { total, state: 'complete', message: null };
  if (total === 0) return { total, state: 'empty', message: CREDITS_MESSAGES.enterPercentages };
  return { total, state: 'under', message: CREDITS_MESSAGES.needMore(SPLIT_TOTAL - total) };
}
