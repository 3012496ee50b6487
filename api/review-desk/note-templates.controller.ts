import { Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CHANGE_NOTE_TEMPLATES, type ChangeNoteTemplates } from '../../application/ports/change-note-templates.port';
import type { NoteTemplatesResponse } from '../../contracts';
import { StaffController } from '../common/controller-kinds.decorators';
import { ApiAnswer } from '../openapi/api-answer.decorator';

@StaffController('review desk (staff)', 'review-desk')
export class NoteTemplatesController {
  constructor(@Inject(CHANGE_NOTE_TEMPLATES) private readonly templates: ChangeNoteTemplates) {}

  @ApiAnswer('NoteTemplatesResponse')
  @Get('note-templates')
  @ApiOperation({ summary: "The label's note templates for notes pinned to fields" })
  @ApiOkResponse({ description: 'Templates in the label’s order, each with the kind of field it fits' })
  async list(): Promise<NoteTemplatesResponse> {
    return { success: true, templates: await this.templates.list() };
  }
}
