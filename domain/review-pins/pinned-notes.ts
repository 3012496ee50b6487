import type { FieldIssue } from '../shared/field-issue';
import { isPinnedFieldRef, type PinnableRelease, type PinnedFieldRef, pinnedFieldLabel, pinnedValue } from './field-refs';
import { PIN_MESSAGES } from './pin.messages';

/** A staff note pinned to one field when asking for changes. */
export interface PinnedNote {
  field: PinnedFieldRef;
  note: string;
}

export const MAX_PINNED_NOTES = 30;
export const MAX_PINNED_NOTE_LENGTH = 1000;

/** Cleans what staff sent: known fields only, a note on each, one note per field; refusals as field issues. */
export function checkPinnedNotes(
  pins: readonly { field: string; note: string }[],
  pinnable: readonly PinnedFieldRef[],
): { ok: true; pins: PinnedNote[] } | { ok: false; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  if (pins.length > MAX_PINNED_NOTES) return { ok: false, issues: [{ field: 'pins', message: PIN_MESSAGES.tooMany(MAX_PINNED_NOTES) }] };
  const clean: PinnedNote[] = [];
  for (const pin of pins) {
    const note = pin.note.trim();
    if (!isPinnedFieldRef(pin.field) || !pinnable.includes(pin.field))
      issues.push({ field: pin.field, message: PIN_MESSAGES.unknownField(pin.field) });
    else if (!note) issues.push({ field: pin.field, message: PIN_MESSAGES.noteRequired(pinnedFieldLabel(pin.field)) });
    else if (note.length > MAX_PINNED_NOTE_LENGTH)
      issues.push({ field: pin.field, message: PIN_MESSAGES.noteTooLong(MAX_PINNED_NOTE_LENGTH) });
    else if (seen.has(pin.field)) issues.push({ field: pin.field, message: PIN_MESSAGES.duplicate(pinnedFieldLabel(pin.field)) });
    else clean.push({ field: pin.field, note });
    seen.add(pin.field);
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, pins: clean };
}

/** The pinned notes whose field still holds what staff saw: each one refuses a resubmission, naming its field. */
export function untouchedPins(pins: readonly PinnedNote[], sent: PinnableRelease, now: PinnableRelease): FieldIssue[] {
  return pins
    .filter((pin) => pinnedValue(sent, pin.field) === pinnedValue(now, pin.field))
    .map((pin) => ({ field: pin.field, message: PIN_MESSAGES.stillUnchanged(pinnedFieldLabel(pin.field)) }));
}
