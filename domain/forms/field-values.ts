import type { FieldIssue } from '../shared/field-issue';
import type { FieldSpec, FieldSpecs, FieldValues } from './field-spec';
import { FIELD_MESSAGES } from './field.messages';

function normalized(spec: FieldSpec, raw: unknown): string | boolean | number | null {
  switch (spec.kind) {
    case 'text':
      return typeof raw === 'string' ? raw.trim() : '';
    case 'flag':
      return raw === true;
    case 'count':
    case 'year':
      return typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
    case 'choice':
      return typeof raw === 'string' && spec.options.includes(raw) ? raw : null;
    case 'date':
      return typeof raw === 'string' && raw.trim() ? raw.trim() : null;
    case 'code': {
      if (typeof raw !== 'string' || !raw.trim()) return null;
      const parsed = spec.parse(raw);
      // A malformed code is kept as typed so the validator can name it.
      return parsed.ok ? parsed.value : raw.trim();
    }
  }
}

/** A concept's fields from what a client sent (or a stored draft held): text trimmed, blanks as the spec says. */
export function fieldValuesOf<T extends FieldSpecs>(specs: T, raw: Partial<Record<keyof T, unknown>> | undefined): FieldValues<T> {
  const source: Partial<Record<keyof T, unknown>> = raw ?? {};
  return Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, normalized(spec, source[name])])) as FieldValues<T>;
}

/** A concept's fields as a new, untouched form has them. */
export function emptyFieldValues<T extends FieldSpecs>(specs: T): FieldValues<T> {
  return fieldValuesOf(specs, {});
}

/** The named fields of `source`, and only those. */
export function pickFields<T, K extends keyof T>(source: T, names: readonly K[]): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, source[name]])) as Pick<T, K>;
}

/** The message for one value against its spec (length, range, a code's format), or null; a year's range needs today. */
export function fieldValueIssue(spec: FieldSpec, value: unknown, today?: Date): string | null {
  if ((spec.kind === 'text' || spec.kind === 'code') && typeof value === 'string' && value.length > spec.maxLength) {
    return FIELD_MESSAGES.tooLong(spec.label, spec.maxLength);
  }
  if (spec.kind === 'code' && typeof value === 'string' && value.trim()) {
    const parsed = spec.parse(value);
    return parsed.ok ? null : parsed.message;
  }
  if (spec.kind === 'count' && typeof value === 'number' && (value < spec.min || value > spec.max)) {
    return FIELD_MESSAGES.outOfRange(spec.label, spec.min, spec.max);
  }
  if (spec.kind === 'year' && typeof value === 'number') {
    const max = today ? today.getUTCFullYear() + spec.yearsAhead : Infinity;
    if (!Number.isInteger(value) || value < spec.min || value > max) return FIELD_MESSAGES.yearOutOfRange(spec.label, spec.min, max);
  }
  if (spec.kind === 'choice' && typeof value === 'string' && value && !spec.options.includes(value)) {
    return FIELD_MESSAGES.notAChoice(spec.label, spec.options);
  }
  return null;
}

/** Every field issue of one item of a concept (`prefix` names it, e.g. `tracks[2]`; '' for the form's own fields). */
export function fieldIssues<T extends FieldSpecs>(
  specs: T,
  values: Partial<Record<keyof T, unknown>>,
  prefix: string,
  today?: Date,
): FieldIssue[] {
  return Object.entries(specs).flatMap(([name, spec]) => {
    const message = fieldValueIssue(spec, values[name], today);
    return message ? [{ field: prefix ? `${prefix}.${name}` : name, message }] : [];
  });
}
