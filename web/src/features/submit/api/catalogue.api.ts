import { useMutation } from '@tanstack/react-query';
import { CATALOGUE_RESULTS_PER_TYPE } from '@domain/catalogue';
import { useInjection } from '../../../di/container-context';
import { PUBLIC_TOKENS } from '../../../di/public-tokens';
import type { CatalogueGateway, MusicSearchResult } from '../../../gateway/catalogue.gateway';
import { buildCatalogueItem, type CatalogueSeed } from '../catalogue/catalogue-item.builder';
import { sendingMutation } from '../../../queries/sending-mutation';
import { useDebouncedSearch } from '../fields/use-debounced-search.hook';

const useCatalogue = () => useInjection(PUBLIC_TOKENS.catalogue);

const musicSearch = (catalogue: CatalogueGateway) => async (q: string) => {
  const [tracks, albums] = await Promise.all([
    catalogue.searchMusic(q, 'track', CATALOGUE_RESULTS_PER_TYPE),
    catalogue.searchMusic(q, 'album', CATALOGUE_RESULTS_PER_TYPE),
  ]);
  return [...albums, ...tracks];
};

/** Albums then tracks for the catalogue search (debounced, cached by query). */
export const useMusicSearch = (query: string, enabled: boolean) =>
  useDebouncedSearch<MusicSearchResult>('music', query, musicSearch(useCatalogue()), enabled);

/** A release added from Spotify, with its tracks' or album's details read. */
export const catalogueItemMutation = (catalogue: CatalogueGateway) =>
  sendingMutation(['catalogue', 'item'], (seed: CatalogueSeed) => buildCatalogueItem(catalogue, seed, new Date()));

export const useCatalogueItem = () => useMutation(catalogueItemMutation(useCatalogue()));
