import { NOTE_TEMPLATE_MESSAGES } from '../../../domain/staff-desk';
import type { ChangeNoteTemplates } from '../../ports/change-note-templates.port';
import { NotFoundError } from '../profile/profile.errors';

/** Removes a note template from the picker; notes already pinned with it keep their words. */
export class DeleteNoteTemplateUseCase {
  constructor(private readonly templates: ChangeNoteTemplates) {}

  async execute(id: string): Promise<void> {
    if (!(await this.templates.remove(id))) throw new NotFoundError(NOTE_TEMPLATE_MESSAGES.notFound);
  }
}
