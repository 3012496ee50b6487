import type { ChangeNoteTemplate, ChangeNoteTemplates } from '../../ports/change-note-templates.port';

/** The label's note templates for notes pinned to fields, in the label's order. */
export class ListNoteTemplatesUseCase {
  constructor(private readonly templates: ChangeNoteTemplates) {}

  execute(): Promise<ChangeNoteTemplate[]> {
    return this.templates.list();
  }
}
