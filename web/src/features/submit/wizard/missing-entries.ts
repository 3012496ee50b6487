import type { FieldIssue } from '@domain/shared';
import { fieldLabel } from '../fields/field-label';

/** One line of the 'Required Information Missing' dialog. */
export interface MissingEntry {
  /** The field the line takes the person to. */
  field: string;
  label: string;
  messages: string[];
}

const PERSON_ROW = /^(tracks\[\d+\]\.credits\.\w+\[\d+\])\.\w+$/;

/**
 * The dialog's lines: one per field, and one per person in the credits however many of their fields are missing, so
 * an empty row reads once ('Track 1 songwriter 2: First name is required · Last name is required').
 */
export function missingEntries(issues: readonly FieldIssue[]): MissingEntry[] {
  const entries = new Map<string, MissingEntry>();
  for (const issue of issues) {
    const row = PERSON_ROW.exec(issue.field)?.[1];
    const key = row ?? issue.field;
    const entry = entries.get(key) ?? { field: issue.field, label: fieldLabel(key), messages: [] };
    if (!entry.messages.includes(issue.message)) entry.messages.push(issue.message);
    entries.set(key, entry);
  }
  return [...entries.values()];
}
