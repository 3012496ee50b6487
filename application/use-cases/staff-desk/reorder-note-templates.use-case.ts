import { isPermutationOf, NOTE_TEMPLATE_MESSAGES } from '../../../domain/staff-desk';
import { AppError } from '../../errors/app-error';
import type { ChangeNoteTemplate } from '../../ports/change-note-templates.port';
import type { StaffDeskPorts } from './staff-desk.ports';

/** Puts the templates in the order given (every id once); answers the list in its new order. */
export class ReorderNoteTemplatesUseCase {
  constructor(private readonly deps: Pick<StaffDeskPorts, 'templates' | 'unitOfWork'>) {}

  async execute(ids: readonly string[]): Promise<ChangeNoteTemplate[]> {
    return this.deps.unitOfWork.run(async () => {
      const existing = (await this.deps.templates.list()).map((t) => t.id);
      if (!isPermutationOf(ids, existing)) throw new AppError('conflict', NOTE_TEMPLATE_MESSAGES.orderMismatch);
      await this.deps.templates.reorder(ids);
      return this.deps.templates.list();
    });
  }
}
