import { useMutation } from '@tanstack/react-query';
import { ARTIST_RESULTS_REQUESTED, ARTIST_RESULTS_SHOWN } from '@domain/catalogue';
import { useInjection } from '../../../di/container-context';
import { PUBLIC_TOKENS } from '../../../di/public-tokens';
import type { ArtistSuggestion, CatalogGateway } from '../../../gateway/catalog.gateway';
import { sendingMutation } from '../../../queries/sending-mutation';
import { useDebouncedSearch } from '../fields/use-debounced-search.hook';

const useCatalog = () => useInjection(PUBLIC_TOKENS.catalog);

const artistSearch = (catalog: CatalogGateway) => async (q: string) =>
  (await catalog.searchArtists(q, ARTIST_RESULTS_REQUESTED)).slice(0, ARTIST_RESULTS_SHOWN);

/** Spotify artists for the step-1 search (debounced, cached by query). */
export const useArtistSearch = (query: string, enabled: boolean) =>
  useDebouncedSearch<ArtistSuggestion>('artists', query, artistSearch(useCatalog()), enabled);

export const verifyArtistMutation = (catalog: CatalogGateway) =>
  sendingMutation(['catalogue', 'verify-artist'], (url: string) => catalog.verifyArtist(url));

export const useVerifyArtist = () => useMutation(verifyArtistMutation(useCatalog()));
