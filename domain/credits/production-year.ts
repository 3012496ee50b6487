import { CREDITS_MESSAGES } from './credits.messages';

/** spec: public flow §5/§9: integer 1900..current year, default the current year, required. */
export const MIN_PRODUCTION_YEAR = 1900;

export function defaultProductionYear(today: Date): number {
  return today.getFullYear();
}

export function productionYearMessage(year: number | null | undefined, today: Date): string | null {
  if (year === null || year === undefined || Number.isNaN(year)) return CREDITS_MESSAGES.productionYearRequired;
  const current = today.getFullYear();
  if (!Number.isInteger(year) || year < MIN_PRODUCTION_YEAR || year > current) {
    return CREDITS_MESSAGES.productionYearRange(current);
  }
  return null;
}
