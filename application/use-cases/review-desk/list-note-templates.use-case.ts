import type { ChangeNoteTemplate, ChangeNoteTemplates } from '../../ports/change-note-templates.port';

export interface ListNoteTemplatesDeps {
  templates: ChangeNoteTemplates;
}

/** The label's note templates for notes pinned to fields, in the label's order. */
export class ListNoteTemplatesUseCase {
  constructor(private readonly deps: ListNoteTemplatesDeps) {}

  execute(): Promise<ChangeNoteTemplate[]> {
    return this.deps.templates.list();
  }
}
