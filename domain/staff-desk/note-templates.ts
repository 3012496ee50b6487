/** (ours) The label's own note templates staff pick from when pinning a note to a field. */
export const NOTE_TEMPLATE_FIELD_KINDS = ['any', 'artwork', 'trackTitle', 'trackAudio', 'songwriterSplit', 'releaseTitle'] as const;
export type NoteTemplateFieldKind = (typeof NOTE_TEMPLATE_FIELD_KINDS)[number];

export const NOTE_TEMPLATE_FIELD_LABELS: Readonly<Record<NoteTemplateFieldKind, string>> = {
  any: 'Any field',
  artwork: 'Artwork',
  trackTitle: 'Track title',
  trackAudio: 'Track audio',
  songwriterSplit: 'Songwriter split',
  releaseTitle: 'Release title',
};

export const NOTE_TEMPLATE_BODY_MAX = 1000;
export const NOTE_TEMPLATES_MAX = 100;

export const NOTE_TEMPLATE_MESSAGES = {
  bodyRequired: 'Write the note text',
  bodyTooLong: `A note template can be at most ${NOTE_TEMPLATE_BODY_MAX} characters`,
  unknownKind: (kind: string) => `Unknown field kind '${kind}': use ${NOTE_TEMPLATE_FIELD_KINDS.join(', ')}`,
  tooMany: `At most ${NOTE_TEMPLATES_MAX} note templates`,
  notFound: 'Note template not found',
  orderMismatch: 'The new order must list every template exactly once',
} as const;

export function isNoteTemplateFieldKind(value: string): value is NoteTemplateFieldKind {
  return (NOTE_TEMPLATE_FIELD_KINDS as readonly string[]).includes(value);
}

/** The trimmed template, or the first message that refuses it. */
export function checkNoteTemplate(input: {
  fieldKind: string;
  body: string;
}): { ok: true; fieldKind: NoteTemplateFieldKind; body: string } | { ok: false; message: string } {
  if (!isNoteTemplateFieldKind(input.fieldKind)) return { ok: false, message: NOTE_TEMPLATE_MESSAGES.unknownKind(input.fieldKind) };
  const body = input.body.trim();
  if (!body) return { ok: false, message: NOTE_TEMPLATE_MESSAGES.bodyRequired };
  if (body.length > NOTE_TEMPLATE_BODY_MAX) return { ok: false, message: NOTE_TEMPLATE_MESSAGES.bodyTooLong };
  return { ok: true, fieldKind: input.fieldKind, body };
}

/** A new order is a permutation of the ids there are. */
export function isPermutationOf(ids: readonly string[], existing: readonly string[]): boolean {
  return ids.length === existing.length && new Set(ids).size === ids.length && existing.every((id) => ids.includes(id));
}
