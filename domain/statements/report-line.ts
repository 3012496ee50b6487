/** One detail line of a sales report as it is kept: traceable to its file's line, its amount exact. */
export interface ReportLine {
  line: number;
  isrc: string | null;
  upc: string | null;
  title: string;
  artist: string;
  store: string;
  country: string;
  /** YYYY-MM */
  month: string;
  currency: string;
  /** Precise units (precise-amount); negative for a deduction or fine. */
  amount: bigint;
  usages: number;
}

/** A line the report's format does not allow: the whole file is refused, naming the line. */
export class ReportLineError extends Error {
  constructor(
    readonly line: number,
    readonly why: string,
  ) {
    super(`line ${line}: ${why}`);
  }
}

/** ISRCs compared as CCXXXYYNNNNN, UPC/EAN as GTIN-14, whatever punctuation or length a store used. */
export function isrcKey(value: string): string | null {
  const key = value.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/.test(key) ? key : null;
}

export function upcKey(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{8,14}$/.test(digits) ? digits.padStart(14, '0') : null;
}
