// spec: public flow §3 Catalogue item.
export type CatalogueItemType = 'track' | 'album';

/** An item of the artist's catalogue chosen for transfer, as the form sent it (its identifiers apart). */
export interface ChosenCatalogueItem {
  clientId: string;
  type: CatalogueItemType;
  title: string;
  artist: string;
  image: string;
  spotifyUrl: string;
}

/** Item id 'type-itemId-timestamp' (timestamp in ms, passed in: the domain has no clock). */
export function catalogueItemId(type: CatalogueItemType, itemId: string, now: Date): string {
  return `${type}-${itemId}-${now.getTime()}`;
}

/** Search result artists are joined by commas. */
export function joinArtistNames(names: readonly string[]): string {
  return names.join(', ');
}

/** Albums always auto-expand when added; tracks only when details were found (public flow §4). */
export function autoExpandsOnAdd(type: CatalogueItemType, hasDetails: boolean): boolean {
  return type === 'album' || hasDetails;
}

export const CATALOGUE_BADGES: Readonly<Record<CatalogueItemType, string>> = { track: 'TRACK', album: 'ALBUM' };
