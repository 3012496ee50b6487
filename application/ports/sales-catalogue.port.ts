import type { CatalogueIdentifiers } from '../../domain/statements';

/** A catalogue track as staff see it when matching a report line by hand. */
export interface CatalogueTrackCandidate {
  releaseId: string;
  trackId: string;
  artistId: string;
  title: string;
  artistName: string;
  releaseTitle: string;
  isrc: string | null;
}

/** The label's approved catalogue, as sales reports are matched to it. */
export interface SalesCatalogue {
  identifiers(): Promise<CatalogueIdentifiers>;
  tracks(): Promise<CatalogueTrackCandidate[]>;
}
