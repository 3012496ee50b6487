import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MessageResponse,
  NoteTemplateListResponse,
  NoteTemplateRequest,
  NoteTemplateResponse,
  NoteTemplateView,
  SavedDeskFilter,
  SavedDeskFilterSet,
  SavedFiltersResponse,
  SaveFilterResponse,
} from '@wire';
import type { HttpClient } from '../../../gateway/http-client';
import { staffJson, useStaffHttp } from '../staff-http.api';

const SAVED_FILTERS_KEY = ['staff', 'saved-filters'] as const;
const NOTE_TEMPLATES_KEY = ['staff', 'note-templates'] as const;
// The pinned-note picker on the desk reads the same templates under its own key.
const PICKER_KEY = ['note-templates'] as const;

export const fetchSavedFilters = async (http: HttpClient): Promise<SavedDeskFilter[]> =>
  (await staffJson<SavedFiltersResponse>(http, 'get', 'staff/saved-filters')).filters;

export const fetchNoteTemplates = async (http: HttpClient): Promise<NoteTemplateView[]> =>
  (await staffJson<NoteTemplateListResponse>(http, 'get', 'staff/note-templates')).templates;

export const savedFiltersQuery = (http: HttpClient) =>
  queryOptions({ queryKey: SAVED_FILTERS_KEY, queryFn: () => fetchSavedFilters(http) });
export const noteTemplatesQuery = (http: HttpClient) =>
  queryOptions({ queryKey: NOTE_TEMPLATES_KEY, queryFn: () => fetchNoteTemplates(http) });

/** The signed-in staff member's saved desk filters. */
export function useSavedFilters() {
  return useQuery(savedFiltersQuery(useStaffHttp()));
}

/** Saves the desk's filters under a name, or deletes a saved set; the list reads again after either. */
export function useSavedFilterActions() {
  const http = useStaffHttp();
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: SAVED_FILTERS_KEY });
  const save = useMutation({
    mutationFn: async (input: { name: string; filter: SavedDeskFilterSet }) =>
      (await staffJson<SaveFilterResponse>(http, 'post', 'staff/saved-filters', { json: input })).filter,
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: string) => staffJson<MessageResponse>(http, 'delete', `staff/saved-filters/${encodeURIComponent(id)}`),
    onSettled,
  });
  return { save, remove };
}

/** The label's note templates in the picker's order. */
export function useNoteTemplates() {
  return useQuery(noteTemplatesQuery(useStaffHttp()));
}

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
      await client.invalidateQueries({ queryKey: NOTE_TEMPLATES_KEY });
      await client.invalidateQueries({ queryKey: PICKER_KEY });
    },
  });
}
