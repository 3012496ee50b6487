import { NOTE_TEMPLATE_MESSAGES } from '../../../domain/staff-desk';
import type { ChangeNoteTemplate } from '../../ports/change-note-templates.port';
import { NotFoundError } from '../profile/profile.errors';
import { checkedTemplate } from './note-template-input';
import type { StaffDeskPorts } from './staff-desk.ports';

/** Rewords a note template or narrows it to another kind of field; notes already pinned keep their words. */
export class UpdateNoteTemplateUseCase {
  constructor(private readonly deps: Pick<StaffDeskPorts, 'templates'>) {}

  async execute(id: string, input: { fieldKind: string; body: string }): Promise<ChangeNoteTemplate> {
    const updated = await this.deps.templates.update(id, checkedTemplate(input));
    if (!updated) throw new NotFoundError(NOTE_TEMPLATE_MESSAGES.notFound);
    return updated;
  }
}
