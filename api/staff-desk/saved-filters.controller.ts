import { Body, Param, Req } from '@nestjs/common';
import type { SavedFilterRecord } from '../../application/ports/saved-filters.repository.port';
import { DeleteSavedFilterUseCase } from '../../application/use-cases/staff-desk/delete-saved-filter.use-case';
import { ListSavedFiltersUseCase } from '../../application/use-cases/staff-desk/list-saved-filters.use-case';
import { SaveFilterUseCase } from '../../application/use-cases/staff-desk/save-filter.use-case';
import type { MessageResponse, SavedDeskFilter, SavedFiltersResponse, SaveFilterResponse } from '../../wire';
import { SAVED_FILTER_MESSAGES } from '../../domain/staff-desk';
import type { RequestWithPrincipal } from '../common/access/principal';
import { StaffController } from '../common/controller-kinds.decorators';
import { uuidOrNotFound } from '../common/http/uuid-or-not-found.pipe';
import { SaveFilterDto } from './staff-desk.dto';
import { Route } from '../common/route.decorators';

const toWire = (f: SavedFilterRecord): SavedDeskFilter => ({ ...f, createdAt: f.createdAt.toISOString() });

@StaffController('saved desk filters (staff)', 'staff/saved-filters')
export class SavedFiltersController {
  constructor(
    private readonly listFilters: ListSavedFiltersUseCase,
    private readonly saveFilter: SaveFilterUseCase,
    private readonly deleteFilter: DeleteSavedFilterUseCase,
  ) {}

  @Route('GET', '/', 'SavedFiltersResponse', {
    summary: "The signed-in staff member's saved desk filters, by name",
    refuses: { 403: SAVED_FILTER_MESSAGES.needsAccount },
  })
  async list(@Req() req: RequestWithPrincipal): Promise<SavedFiltersResponse> {
    return { success: true, filters: (await this.listFilters.execute(req.principal!.id)).map(toWire) };
  }

  @Route('POST', '/', 'SaveFilterResponse', {
    summary: "Save the desk's current filters under a name (the same name replaces the saved set)",
    status: 201,
    refuses: { 400: 'No name, a name over 60 characters, or filters the desk would refuse', 409: SAVED_FILTER_MESSAGES.tooMany },
  })
  async save(@Body() body: SaveFilterDto, @Req() req: RequestWithPrincipal): Promise<SaveFilterResponse> {
    return { success: true, filter: toWire(await this.saveFilter.execute(req.principal!.id, body.name, body.filter)) };
  }

  @Route('DELETE', ':id', 'MessageResponse', {
    summary: 'Delete one of your saved filters',
    refuses: { 404: SAVED_FILTER_MESSAGES.notFound },
  })
  async remove(
    @Param('id', uuidOrNotFound(SAVED_FILTER_MESSAGES.notFound)) id: string,
    @Req() req: RequestWithPrincipal,
  ): Promise<MessageResponse> {
    await this.deleteFilter.execute(req.principal!.id, id);
    return { success: true, message: 'Saved filter deleted' };
  }
}
