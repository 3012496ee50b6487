import { getAlpha2Code, getNames, registerLocale } from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

// spec: public flow §3 Pick-lists: about 195 countries, these six first. Data from i18n-iso-countries (ISO 3166-1).
registerLocale(en);

export interface Country {
  readonly code: string;
  readonly name: string;
}

export const PRIORITY_COUNTRY_CODES = ['GB', 'US', 'IE', 'FR', 'NL', 'DE'] as const;

/** Dependent territories and uninhabited areas left out of the pick-list (Hong Kong, Puerto Rico, Taiwan, Kosovo stay). */
const EXCLUDED = new Set(
  (
    'AS AI AQ AW AX BL BM BQ BV CC CK CW CX EH FK FO GF GG GI GL GP GS GU HM IM IO JE KY MF MO MP MQ MS NC NF NU PF ' +
    'PM PN RE SH SJ SX TC TF TK UM VG VI WF YT'
  ).split(' '),
);

/** Everyday names where the ISO official one reads oddly on a form. */
const DISPLAY_NAMES: Readonly<Record<string, string>> = {
  US: 'United States',
  CN: 'China',
  GM: 'Gambia',
  VA: 'Vatican City',
  IR: 'Iran',
  LA: 'Laos',
  FM: 'Micronesia',
  MD: 'Moldova',
  MK: 'North Macedonia',
  PS: 'Palestine',
  RU: 'Russia',
  SY: 'Syria',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  BN: 'Brunei',
  CI: "Côte d'Ivoire",
  CG: 'Congo',
  CD: 'DR Congo',
};

const official = getNames('en', { select: 'official' });
const byName = (a: Country, b: Country): number => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
const all: Country[] = Object.keys(official)
  .filter((code) => !EXCLUDED.has(code))
  .map((code) => ({ code, name: DISPLAY_NAMES[code] ?? official[code] }));
const priority = PRIORITY_COUNTRY_CODES.map((code) => all.find((c) => c.code === code) as Country);

/** The pick-list: the six priority countries, then the rest alphabetically. */
export const COUNTRIES: readonly Country[] = [
  ...priority,
  ...all.filter((c) => !(PRIORITY_COUNTRY_CODES as readonly string[]).includes(c.code)).sort(byName),
];

/** Alpha-2 code from a code or an English name (display, official or alias); null when unknown. */
export function countryCode(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  const listed = COUNTRIES.find((c) => c.code === text.toUpperCase() || c.name.toLowerCase() === text.toLowerCase());
  if (listed) return listed.code;
  return getAlpha2Code(text, 'en') ?? null;
}
