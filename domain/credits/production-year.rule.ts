import { CREDITS_MESSAGES } from './credits.messages';
import { MIN_PRODUCTION_YEAR } from './production-year';

/** spec: public flow §5/§9: the production year is required, an integer from 1900 to the current year. */
export function productionYearMessage(year: number | null | undefined, today: Date): string | null {
  if (year === null || year === undefined || Number.isNaN(year)) return CREDITS_MESSAGES.productionYearRequired;
  const current = today.getFullYear();
  if (!Number.isInteger(year) || year < MIN_PRODUCTION_YEAR || year > current) {
    return CREDITS_MESSAGES.productionYearRange(current);
  }
  return null;
}
