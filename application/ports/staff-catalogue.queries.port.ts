import type { CatalogueDelivery, CatalogueRelease } from '../../wire/staff-catalogue.wire';
import type { CatalogueStage } from '../../domain/label-catalogue';
import type { WithDates } from './with-dates';

/** A release as the port reads it; its stage is the domain's to work out. */
export type CatalogueReleaseRow = Omit<WithDates<CatalogueRelease, 'createdAt'>, 'stage' | 'delivery'> & {
  delivery: WithDates<CatalogueDelivery, 'deliveredAt' | 'updatedAt'> | null;
};

export interface CatalogueQuery {
  stages: readonly CatalogueStage[];
  /** Text on artist name or ID, release or track title, or an ISRC or UPC in any form staff type it (domain/catalogue `searchTermsOf`). */
  search?: string;
  releaseFrom?: string;
  releaseTo?: string;
  limit: number;
}

/** The staff's catalogue reads: one artist's releases, and the label's approved, delivered and live releases. */
export interface StaffCatalogueQueries {
  /** Every release of the artist, newest first. */
  releasesOf(artistId: string): Promise<CatalogueReleaseRow[]>;
  /** Approved and live releases in the stages asked for, by release date (undated last), then title. */
  catalogue(query: CatalogueQuery): Promise<CatalogueReleaseRow[]>;
}
export const STAFF_CATALOGUE_QUERIES = Symbol('StaffCatalogueQueries');
