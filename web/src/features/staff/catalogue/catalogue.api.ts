import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffArtistPageResponse, StaffCatalogueQuery, StaffCatalogueResponse } from '@wire';
import type { HttpClient } from '../../../gateway/http-client';
import { staffJson, useStaffHttp } from '../staff-http.api';

export type StaffArtistPage = Omit<StaffArtistPageResponse, 'success'>;

const CATALOGUE_KEY = ['staff', 'catalogue'] as const;

const present = (query: StaffCatalogueQuery): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

export async function fetchArtistPage(http: HttpClient, artistId: string): Promise<StaffArtistPage> {
  const { success: _success, ...page } = await staffJson<StaffArtistPageResponse>(
    http,
    'get',
    `staff/artists/${encodeURIComponent(artistId)}`,
  );
  return page;
}

export async function fetchCatalogue(http: HttpClient, query: StaffCatalogueQuery): Promise<StaffCatalogueResponse['releases']> {
  return (await staffJson<StaffCatalogueResponse>(http, 'get', 'staff/catalogue', { searchParams: present(query) })).releases;
}

export const artistPageQuery = (http: HttpClient, artistId: string) =>
  queryOptions({ queryKey: [...CATALOGUE_KEY, 'artist', artistId], queryFn: () => fetchArtistPage(http, artistId) });

export const catalogueQuery = (http: HttpClient, query: StaffCatalogueQuery) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'releases', present(query)],
    queryFn: () => fetchCatalogue(http, query),
    placeholderData: keepPreviousData,
  });

/** /artist/{artistId}: the artist's profile, agreement and releases with their identifiers and delivery. */
export function useArtistPage(artistId: string) {
  return useQuery(artistPageQuery(useStaffHttp(), artistId));
}

/** The catalogue's releases for a filter (the list) or a month (the calendar). */
export function useCatalogue(query: StaffCatalogueQuery, enabled = true) {
  return useQuery({ ...catalogueQuery(useStaffHttp(), query), enabled });
}
