import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReleaseSplitSheetsResponse } from '@wire';
import type { HttpClient } from '../../../gateway/http-client';
import { staffJson, useStaffHttp } from '../staff-http.api';

const keyOf = (id: string) => ['staff', 'split-sheets', id] as const;
const base = (id: string) => `review-desk/submissions/${encodeURIComponent(id)}/split-sheets`;

export const splitsPdfUrl = (id: string, consentId: string) => `/api/${base(id)}/${encodeURIComponent(consentId)}/pdf`;

export const splitSheetsQuery = (http: HttpClient, id: string) =>
  queryOptions({ queryKey: keyOf(id), queryFn: () => staffJson<ReleaseSplitSheetsResponse>(http, 'get', base(id)) });

/** The release's split sheets on the desk. */
export function useDeskSplitSheets(id: string) {
  return useQuery(splitSheetsQuery(useStaffHttp(), id));
}

/** Resend a person's link, or mark one share agreed offline with a note; the panel reads again after either. */
export function useSplitActions(id: string) {
  const http = useStaffHttp();
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: keyOf(id) });
  const resend = useMutation({
    mutationFn: (consentId: string) => staffJson(http, 'post', `${base(id)}/${encodeURIComponent(consentId)}/resend`),
    onSettled,
  });
  const agreedOffline = useMutation({
    mutationFn: (input: { consentId: string; note: string }) =>
      staffJson(http, 'post', `${base(id)}/${encodeURIComponent(input.consentId)}/agreed-offline`, { json: { note: input.note } }),
    onSettled,
  });
  return { resend, agreedOffline };
}
