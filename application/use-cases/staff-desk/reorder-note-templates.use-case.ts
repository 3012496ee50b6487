import { isPermutationOf, NOTE_TEMPLATE_MESSAGES } from '../../../domain/staff-desk';
import { AppError } from '../../errors/app-error';
import type { ChangeNoteTemplate, ChangeNoteTemplates } from '../../ports/change-note-templates.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';

/** Puts the templates in the order given (every id once); answers the list in its new order. */
export class ReorderNoteTemplatesUseCase {
  constructor(
    private readonly templates: ChangeNoteTemplates,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(ids: readonly string[]): Promise<ChangeNoteTemplate[]> {
    return this.unitOfWork.run(async () => {
      const existing = (await this.templates.list()).map((t) => t.id);
      if (!isPermutationOf(ids, existing)) throw new AppError('conflict', NOTE_TEMPLATE_MESSAGES.orderMismatch);
      await this.templates.reorder(ids);
      return this.templates.list();
    });
  }
}
