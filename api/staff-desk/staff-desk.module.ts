import { Module } from '@nestjs/common';
import { ListNoteTemplatesUseCase } from '../../application/use-cases/review-desk/list-note-templates.use-case';
import { AddNoteTemplateUseCase } from '../../application/use-cases/staff-desk/add-note-template.use-case';
import { DeleteNoteTemplateUseCase } from '../../application/use-cases/staff-desk/delete-note-template.use-case';
import { DeleteSavedFilterUseCase } from '../../application/use-cases/staff-desk/delete-saved-filter.use-case';
import { ListSavedFiltersUseCase } from '../../application/use-cases/staff-desk/list-saved-filters.use-case';
import { ReorderNoteTemplatesUseCase } from '../../application/use-cases/staff-desk/reorder-note-templates.use-case';
import { SaveFilterUseCase } from '../../application/use-cases/staff-desk/save-filter.use-case';
import { UpdateNoteTemplateUseCase } from '../../application/use-cases/staff-desk/update-note-template.use-case';
import { constructWith } from '../infrastructure/construct-with';
import { NoteTemplatesAdminController } from './note-templates-admin.controller';
import { SavedFiltersController } from './saved-filters.controller';

/** The staff's own desk tools: saved filters per person and the label's note templates. */
@Module({
  controllers: [SavedFiltersController, NoteTemplatesAdminController],
  providers: [
    constructWith(ListSavedFiltersUseCase, { filters: 'savedFilters', accounts: 'staffAccounts' }),
    constructWith(SaveFilterUseCase, { filters: 'savedFilters', accounts: 'staffAccounts', clock: 'clock', unitOfWork: 'unitOfWork' }),
    constructWith(DeleteSavedFilterUseCase, { filters: 'savedFilters', accounts: 'staffAccounts' }),
    constructWith(ListNoteTemplatesUseCase, { templates: 'changeNoteTemplates' }),
    constructWith(AddNoteTemplateUseCase, { templates: 'changeNoteTemplates', unitOfWork: 'unitOfWork' }),
    constructWith(UpdateNoteTemplateUseCase, { templates: 'changeNoteTemplates' }),
    constructWith(DeleteNoteTemplateUseCase, { templates: 'changeNoteTemplates' }),
    constructWith(ReorderNoteTemplatesUseCase, { templates: 'changeNoteTemplates', unitOfWork: 'unitOfWork' }),
  ],
})
export class StaffDeskModule {}
