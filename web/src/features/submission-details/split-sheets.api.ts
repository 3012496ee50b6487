import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReleaseSplitSheetsResponse } from '@wire';
import { useInjection } from '../../di/container-context';
import { TOKENS } from '../../di/tokens';
import type { HttpClient } from '../../gateway/http-client';

const base = (id: string) => `profile/submissions/${encodeURIComponent(id)}/split-sheets`;

export const artistSplitsPdfUrl = (id: string, consentId: string) => `/api/${base(id)}/${encodeURIComponent(consentId)}/pdf`;

export const artistSplitSheetsQuery = (http: HttpClient, id: string) =>
  queryOptions({
    queryKey: ['submission', id, 'split-sheets'],
    queryFn: async () => (await http.get(base(id))).json<ReleaseSplitSheetsResponse>(),
  });

/** Where the split sheets of the artist's own release stand. */
export function useArtistSplitSheets(id: string) {
  return useQuery(artistSplitSheetsQuery(useInjection(TOKENS.http), id));
}
