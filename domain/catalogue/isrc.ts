import type { CodeParseResult } from '../forms/field-spec';
import { IDENTIFIER_MESSAGES } from './identifier.messages';

// ISO 3901: CC (country, letters) XXX (registrant, alphanumeric) YY (year) NNNNN (designation).
const ISRC_PATTERN = /^([A-Z]{2})([A-Z0-9]{3})(\d{2})(\d{5})$/;

export const ISRC_LENGTH = 12;
export const ISRC_DESIGNATION_MAX = 99_999;

/** Accepts `CC-XXX-YY-NNNNN` with or without hyphens and in any case; the value is the 12 stored characters. */
export function parseIsrc(input: string): CodeParseResult {
  const compact = input.trim().replace(/-/g, '').toUpperCase();
  if (ISRC_PATTERN.test(compact)) return { ok: true, value: compact };
  if (compact.length === ISRC_LENGTH && !/^[A-Z]{2}/.test(compact)) {
    return { ok: false, message: IDENTIFIER_MESSAGES.isrcCountry };
  }
  return { ok: false, message: IDENTIFIER_MESSAGES.isrcInvalid };
}

/** `GBA1B2500001` → `GB-A1B-25-00001`. */
export function formatIsrc(stored: string): string {
  const match = ISRC_PATTERN.exec(stored);
  if (!match) return stored;
  return `${match[1]}-${match[2]}-${match[3]}-${match[4]}`;
}

/** The registrant prefix (`GB-A1B` or `GBA1B`) as its 5 stored characters, or null when malformed. */
export function parseIsrcRegistrant(input: string): string | null {
  const compact = input.trim().replace(/-/g, '').toUpperCase();
  return /^[A-Z]{2}[A-Z0-9]{3}$/.test(compact) ? compact : null;
}

/** The ISRC the registrant assigns as its `designation`-th recording of a year. */
export function composeIsrc(registrant: string, year: number, designation: number): string {
  if (!Number.isInteger(designation) || designation < 1 || designation > ISRC_DESIGNATION_MAX) {
    throw new RangeError(`ISRC designation out of range: ${designation}`);
  }
  const yy = String(year % 100).padStart(2, '0');
  return `${registrant}${yy}${String(designation).padStart(5, '0')}`;
}
