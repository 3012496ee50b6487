import type { NoteTemplateFieldKind } from '../../domain/staff-desk';

/** One of the label's note templates for pinning a change request to a field (domain/review-pins). */
export interface ChangeNoteTemplate {
  id: string;
  /** 'any', or the kind of field it fits: 'artwork', 'trackTitle', 'trackAudio', 'songwriterSplit', 'releaseTitle'. */
  fieldKind: string;
  body: string;
}

export interface ChangeNoteTemplates {
  /** In the label's order. */
  list(): Promise<ChangeNoteTemplate[]>;
  /** Added at the end of the order. */
  add(template: { fieldKind: NoteTemplateFieldKind; body: string }): Promise<ChangeNoteTemplate>;
  /** undefined when there is no template with this id. */
  update(id: string, template: { fieldKind: NoteTemplateFieldKind; body: string }): Promise<ChangeNoteTemplate | undefined>;
  /** False when there is no template with this id. */
  remove(id: string): Promise<boolean>;
  /** Gives each template its place in `ids` (every id, checked by the caller). */
  reorder(ids: readonly string[]): Promise<void>;
}
export const CHANGE_NOTE_TEMPLATES = Symbol('ChangeNoteTemplates');
