import { useMutation } from '@tanstack/react-query';
import { ARTIST_RESULTS_REQUESTED, ARTIST_RESULTS_SHOWN } from '@domain/catalogue';
import { useInjection } from '../../../di/container-context';
import { PUBLIC_TOKENS } from '../../../di/public-tokens';
import type { ArtistSuggestion, CatalogueGateway } from '../../../gateway/catalogue.gateway';
import { sendingMutation } from '../../../queries/sending-mutation';
import { useDebouncedSearch } from '../fields/use-debounced-search.hook';

const useCatalogue = () => useInjection(PUBLIC_TOKENS.catalogue);

const artistSearch = (catalogue: CatalogueGateway) => async (q: string) =>
  (await catalogue.searchArtists(q, ARTIST_RESULTS_REQUESTED)).slice(0, ARTIST_RESULTS_SHOWN);

/** Spotify artists for the step-1 search (debounced, cached by query). */
export const useArtistSearch = (query: string, enabled: boolean) =>
  useDebouncedSearch<ArtistSuggestion>('artists', query, artistSearch(useCatalogue()), enabled);

export const verifyArtistMutation = (catalogue: CatalogueGateway) =>
  sendingMutation(['catalogue', 'verify-artist'], (url: string) => catalogue.verifyArtist(url));

export const useVerifyArtist = () => useMutation(verifyArtistMutation(useCatalogue()));
