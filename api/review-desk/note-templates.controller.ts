import { ListNoteTemplatesUseCase } from '../../application/use-cases/review-desk/list-note-templates.use-case';
import type { NoteTemplatesResponse } from '../../contracts';
import { StaffController } from '../common/controller-kinds.decorators';
import { Route } from '../common/route.decorators';

@StaffController('review desk (staff)', 'review-desk')
export class NoteTemplatesController {
  constructor(private readonly listTemplates: ListNoteTemplatesUseCase) {}

  @Route('GET', 'note-templates', 'NoteTemplatesResponse', {
    summary: "The label's note templates for notes pinned to fields",
    ok: 'Templates in the label’s order, each with the kind of field it fits',
  })
  async list(): Promise<NoteTemplatesResponse> {
    return { success: true, templates: await this.listTemplates.execute() };
  }
}
