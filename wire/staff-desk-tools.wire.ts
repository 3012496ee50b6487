import type { NoteTemplateFieldKind } from '../domain/staff-desk';
import type { DeskFilter, DeskSortOrder } from './review-desk.wire';

/** The desk's filter set as a staff member saved it. */
export type SavedDeskFilterSet = DeskFilter & { sort?: DeskSortOrder };

export interface SavedDeskFilter {
  id: string;
  name: string;
  filter: SavedDeskFilterSet;
  createdAt: string;
}

/** GET /api/staff/saved-filters: the signed-in staff member's own, by name. */
export interface SavedFiltersResponse {
  success: true;
  filters: SavedDeskFilter[];
}

/** POST /api/staff/saved-filters: saving under an existing name replaces that filter. */
export interface SaveFilterRequest {
  name: string;
  filter: SavedDeskFilterSet;
}

export interface SaveFilterResponse {
  success: true;
  filter: SavedDeskFilter;
}

export interface NoteTemplateView {
  id: string;
  fieldKind: NoteTemplateFieldKind;
  body: string;
}

/** POST /api/staff/note-templates and PUT /api/staff/note-templates/:id */
export interface NoteTemplateRequest {
  fieldKind: NoteTemplateFieldKind;
  body: string;
}

export interface NoteTemplateResponse {
  success: true;
  template: NoteTemplateView;
}

/** PUT /api/staff/note-templates/order: every template's id, in the new order. */
export interface NoteTemplateOrderRequest {
  ids: string[];
}

/** GET /api/staff/note-templates and the answer of a reorder. */
export interface NoteTemplateListResponse {
  success: true;
  templates: NoteTemplateView[];
}
