import { NOTE_TEMPLATE_MESSAGES } from '../../../domain/staff-desk';
import { NotFoundError } from '../profile/profile.errors';
import type { StaffDeskPorts } from './staff-desk.ports';

/** Removes a note template from the picker; notes already pinned with it keep their words. */
export class DeleteNoteTemplateUseCase {
  constructor(private readonly deps: Pick<StaffDeskPorts, 'templates'>) {}

  async execute(id: string): Promise<void> {
    if (!(await this.deps.templates.remove(id))) throw new NotFoundError(NOTE_TEMPLATE_MESSAGES.notFound);
  }
}
