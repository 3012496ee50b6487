import type { FieldIssue } from '../shared/field-issue';
import { inFormOrder, isPinnedFieldRef, type PinnableRelease, type PinnedFieldRef, pinnedFieldLabel, pinnedValue } from './field-refs';
import { PIN_MESSAGES } from './pin.messages';

/** The artist's answer that a pinned field is right as it is; staff read it beside their note. */
export interface PinAnswer {
  text: string;
  /** ISO timestamp of the latest answer. */
  at: string;
}

/** A staff note pinned to one field when asking for changes, with the artist's answer once given. */
export interface PinnedNote {
  field: PinnedFieldRef;
  note: string;
  answer?: PinAnswer;
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

/** A pinned note with its field's value as sent. */
export interface PinnedNoteWithSentValue {
  field: PinnedFieldRef;
  sentValue: string;
  answer?: PinAnswer;
}

/** Whether the artist has yet to change a pinned field (the wizard hides the note once this is false). */
export function isPinUntouched(pin: PinnedNoteWithSentValue, now: PinnableRelease): boolean {
  return pin.sentValue === pinnedValue(now, pin.field);
}

/**
 * The pinned fields that still hold what staff saw and that the artist has not answered as right: each refuses a
 * resubmission, with a message naming the field. The wizard checks this before sending and the server again.
 */
export function untouchedPins(pins: readonly PinnedNoteWithSentValue[], now: PinnableRelease): FieldIssue[] {
  return inFormOrder(pins)
    .filter((pin) => !pin.answer && isPinUntouched(pin, now))
    .map((pin) => ({ field: pin.field, message: PIN_MESSAGES.stillUnchanged(pinnedFieldLabel(pin.field)) }));
}

/** Each pinned note with its field's value in the release as sent. */
export function withSentValues(pins: readonly PinnedNote[], sent: PinnableRelease): PinnedNoteWithSentValue[] {
  return pins.map((pin) => ({ ...pin, sentValue: pinnedValue(sent, pin.field) }));
}

export const MAX_PIN_ANSWER_LENGTH = 1000;

/** The artist's answer to a pinned note, trimmed; a refusal when it is empty or too long. */
export function checkPinAnswer(text: string): { ok: true; text: string } | { ok: false; message: string } {
  const clean = text.trim();
  if (!clean) return { ok: false, message: PIN_MESSAGES.answerRequired };
  if (clean.length > MAX_PIN_ANSWER_LENGTH) return { ok: false, message: PIN_MESSAGES.answerTooLong(MAX_PIN_ANSWER_LENGTH) };
  return { ok: true, text: clean };
}
