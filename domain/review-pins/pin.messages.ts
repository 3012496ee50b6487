/** (ours) Messages of field-level change requests. */
export const PIN_MESSAGES = {
  unknownField: (field: string) => `There is no field '${field}' on this release to pin a note to`,
  noteRequired: (label: string) => `Write a note for ${label}`,
  noteTooLong: (max: number) => `A pinned note can be at most ${max} characters`,
  duplicate: (label: string) => `${label} already has a note`,
  tooMany: (max: number) => `At most ${max} pinned notes`,
  pickField: 'Pick the field each pinned note is about',
  onlyWithChangesRequested: 'Notes can be pinned to fields only when asking for changes',
  stillUnchanged: (label: string) => `${label} is unchanged: our team asked for a change there`,
  notesHeading: 'What to change, field by field',
  changed: 'Changed',
  answerRequired: 'Say why this field is right as it is',
  answerTooLong: (max: number) => `An answer can be at most ${max} characters`,
  notPinned: 'Our team has no open note on this field',
  answered: 'You answered',
  artistAnswered: 'Artist answered',
  keepAsIs: 'This is correct',
} as const;
