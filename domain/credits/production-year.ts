/** spec: public flow §5/§9: integer 1900..current year, default the current year, required. */
export const MIN_PRODUCTION_YEAR = 1900;

export function defaultProductionYear(today: Date): number {
  return today.getFullYear();
}
