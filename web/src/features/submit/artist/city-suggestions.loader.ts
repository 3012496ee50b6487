/** The world city list is heavy: loaded on demand so '/' and step 1 stay small (a seam tests replace). */
export const loadCitySuggestions = () => import('../../../../../domain/places/cities').then((m) => m.suggestCities);

export type SuggestCities = Awaited<ReturnType<typeof loadCitySuggestions>>;
