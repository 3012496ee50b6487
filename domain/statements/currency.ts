// ISO 4217 minor-unit exponents. Currencies not listed here use two decimals, as ISO 4217 gives most currencies.
const EXPONENTS: Readonly<Record<string, number>> = {
  BHD: 3,
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  IQD: 3,
  ISK: 0,
  JOD: 3,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  PYG: 0,
  RWF: 0,
  TND: 3,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
};

const CODE = /^[A-Z]{3}$/;

export function isCurrencyCode(value: string): boolean {
  return CODE.test(value);
}

/** How many decimals the currency's minor unit has (ISO 4217): 2 for EUR, 0 for JPY, 3 for KWD. */
export function minorUnitExponent(currency: string): number {
  return EXPONENTS[currency] ?? 2;
}
