import { NOTE_TEMPLATE_MESSAGES } from '../../../domain/staff-desk';
import type { ChangeNoteTemplates } from '../../ports/change-note-templates.port';
import { NotFoundError } from '../profile/profile.errors';

export interface DeleteNoteTemplateDeps {
  templates: ChangeNoteTemplates;
}

/** Removes a note template from the picker; notes already pinned with it keep their words. */
export class DeleteNoteTemplateUseCase {
  constructor(private readonly deps: DeleteNoteTemplateDeps) {}

  async execute(id: string): Promise<void> {
    if (!(await this.deps.templates.remove(id))) throw new NotFoundError(NOTE_TEMPLATE_MESSAGES.notFound);
  }
}
