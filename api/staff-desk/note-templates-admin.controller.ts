import { Body, Param } from '@nestjs/common';
import type { ChangeNoteTemplate } from '../../application/ports/change-note-templates.port';
import { ListNoteTemplatesUseCase } from '../../application/use-cases/review-desk/list-note-templates.use-case';
import { AddNoteTemplateUseCase } from '../../application/use-cases/staff-desk/add-note-template.use-case';
import { DeleteNoteTemplateUseCase } from '../../application/use-cases/staff-desk/delete-note-template.use-case';
import { ReorderNoteTemplatesUseCase } from '../../application/use-cases/staff-desk/reorder-note-templates.use-case';
import { UpdateNoteTemplateUseCase } from '../../application/use-cases/staff-desk/update-note-template.use-case';
import type { MessageResponse, NoteTemplateListResponse, NoteTemplateResponse, NoteTemplateView } from '../../wire';
import { NOTE_TEMPLATE_MESSAGES, type NoteTemplateFieldKind } from '../../domain/staff-desk';
import { StaffController } from '../common/controller-kinds.decorators';
import { uuidOrNotFound } from '../common/http/uuid-or-not-found.pipe';
import { NoteTemplateDto, NoteTemplateOrderDto } from './staff-desk.dto';
import { Route } from '../common/route.decorators';

// The stored kinds are the domain's (a CHECK constraint holds them to the same list).
const toView = (t: ChangeNoteTemplate): NoteTemplateView => ({ ...t, fieldKind: t.fieldKind as NoteTemplateFieldKind });
const templateId = uuidOrNotFound(NOTE_TEMPLATE_MESSAGES.notFound);

@StaffController('note templates (staff)', 'staff/note-templates')
export class NoteTemplatesAdminController {
  constructor(
    private readonly listTemplates: ListNoteTemplatesUseCase,
    private readonly addTemplate: AddNoteTemplateUseCase,
    private readonly updateTemplate: UpdateNoteTemplateUseCase,
    private readonly deleteTemplate: DeleteNoteTemplateUseCase,
    private readonly reorderTemplates: ReorderNoteTemplatesUseCase,
  ) {}

  @Route('GET', '/', 'NoteTemplateListResponse', { summary: "The label's note templates in the picker's order" })
  async list(): Promise<NoteTemplateListResponse> {
    return { success: true, templates: (await this.listTemplates.execute()).map(toView) };
  }

  @Route('POST', '/', 'NoteTemplateResponse', {
    summary: 'Add a note template at the end of the list',
    status: 201,
    refuses: { 400: 'An empty or over-long note, or an unknown field kind', 409: NOTE_TEMPLATE_MESSAGES.tooMany },
  })
  async add(@Body() body: NoteTemplateDto): Promise<NoteTemplateResponse> {
    return { success: true, template: toView(await this.addTemplate.execute(body)) };
  }

  @Route('PUT', 'order', 'NoteTemplateListResponse', {
    summary: 'Put the templates in a new order (every id once)',
    refuses: { 400: 'ids is not a list of template ids', 409: NOTE_TEMPLATE_MESSAGES.orderMismatch },
  })
  async reorder(@Body() body: NoteTemplateOrderDto): Promise<NoteTemplateListResponse> {
    return { success: true, templates: (await this.reorderTemplates.execute(body.ids)).map(toView) };
  }

  @Route('PUT', ':id', 'NoteTemplateResponse', {
    summary: 'Reword a template or change the kind of field it fits (pinned notes keep their words)',
    refuses: { 400: 'An empty or over-long note, or an unknown field kind', 404: NOTE_TEMPLATE_MESSAGES.notFound },
  })
  async update(@Param('id', templateId) id: string, @Body() body: NoteTemplateDto): Promise<NoteTemplateResponse> {
    return { success: true, template: toView(await this.updateTemplate.execute(id, body)) };
  }

  @Route('DELETE', ':id', 'MessageResponse', {
    summary: 'Delete a template (pinned notes keep their words)',
    refuses: { 404: NOTE_TEMPLATE_MESSAGES.notFound },
  })
  async remove(@Param('id', templateId) id: string): Promise<MessageResponse> {
    await this.deleteTemplate.execute(id);
    return { success: true, message: 'Note template deleted' };
  }
}
