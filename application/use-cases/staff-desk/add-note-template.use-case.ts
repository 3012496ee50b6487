import { NOTE_TEMPLATE_MESSAGES, NOTE_TEMPLATES_MAX } from '../../../domain/staff-desk';
import { AppError } from '../../errors/app-error';
import type { ChangeNoteTemplate } from '../../ports/change-note-templates.port';
import { checkedTemplate } from './note-template-input';
import type { StaffDeskPorts } from './staff-desk.ports';

/** A new note template at the end of the label's list. */
export class AddNoteTemplateUseCase {
  constructor(private readonly deps: Pick<StaffDeskPorts, 'templates' | 'unitOfWork'>) {}

  async execute(input: { fieldKind: string; body: string }): Promise<ChangeNoteTemplate> {
    const template = checkedTemplate(input);
    return this.deps.unitOfWork.run(async () => {
      if ((await this.deps.templates.list()).length >= NOTE_TEMPLATES_MAX) throw new AppError('conflict', NOTE_TEMPLATE_MESSAGES.tooMany);
      return this.deps.templates.add(template);
    });
  }
}
