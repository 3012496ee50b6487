import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MessageResponse,
  NoteTemplateListResponse,
  NoteTemplateRequest,
  NoteTemplateResponse,
  SavedDeskFilterSet,
  SavedFiltersResponse,
  SaveFilterResponse,
} from '@wire';
import type { HttpClient } from '../../../gateway/http-client';
import { staffJson, useStaffHttp } from '../staff-http.api';
import { staffList } from '../staff-list.api';

const savedFilters = staffList('staff/saved-filters', (answer: SavedFiltersResponse) => answer.filters);
const noteTemplates = staffList('staff/note-templates', (answer: NoteTemplateListResponse) => answer.templates);
// The pinned-note picker on the desk reads the same templates under its own key.
const PICKER_KEY = ['note-templates'] as const;

export const savedFiltersQuery = savedFilters.query;
export const noteTemplatesQuery = noteTemplates.query;

/** The signed-in staff member's saved desk filters. */
export const useSavedFilters = savedFilters.useList;

/** Saves the desk's filters under a name, or deletes a saved set; the list reads again after either. */
export const useSavedFilterActions = () =>
  savedFilters.useActions(
    async (http, input: { name: string; filter: SavedDeskFilterSet }) =>
      (await staffJson<SaveFilterResponse>(http, 'post', 'staff/saved-filters', { json: input })).filter,
  );

/** The label's note templates in the picker's order. */
export const useNoteTemplates = noteTemplates.useList;

type TemplateChange =
  | { kind: 'add'; template: NoteTemplateRequest }
  | { kind: 'update'; id: string; template: NoteTemplateRequest }
  | { kind: 'delete'; id: string }
  | { kind: 'order'; ids: string[] };

async function changeTemplates(http: HttpClient, change: TemplateChange): Promise<unknown> {
  const one = (id: string) => `staff/note-templates/${encodeURIComponent(id)}`;
  if (change.kind === 'add') return staffJson<NoteTemplateResponse>(http, 'post', 'staff/note-templates', { json: change.template });
  if (change.kind === 'update') return staffJson<NoteTemplateResponse>(http, 'put', one(change.id), { json: change.template });
  if (change.kind === 'delete') return staffJson<MessageResponse>(http, 'delete', one(change.id));
  return staffJson<NoteTemplateListResponse>(http, 'put', 'staff/note-templates/order', { json: { ids: change.ids } });
}

/** Add, edit, delete or reorder templates; the editor and the desk's picker read the list again after each. */
export function useNoteTemplateChange() {
  const http = useStaffHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: TemplateChange) => changeTemplates(http, change),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: noteTemplates.key });
      await client.invalidateQueries({ queryKey: PICKER_KEY });
    },
  });
}
