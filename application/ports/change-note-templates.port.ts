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
}
export const CHANGE_NOTE_TEMPLATES = Symbol('ChangeNoteTemplates');
