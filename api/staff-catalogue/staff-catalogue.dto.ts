import type { StaffCatalogueQuery } from '../../wire';
import { CATALOGUE_PAGE_MAX } from '../../domain/label-catalogue';
import { QueryDay, QueryInt, QueryText } from '../common/http/query-fields';

export class StaffCatalogueQueryDto implements StaffCatalogueQuery {
  @QueryText(100, 'Stages, comma-separated: approved, delivered, live (all when absent)') stage?: string;
  @QueryText(100, 'Text on artist name, artist ID, release title, UPC and ISRC') q?: string;

  @QueryDay('Release date on or after (YYYY-MM-DD)') releaseFrom?: string;
  @QueryDay('Release date on or before (YYYY-MM-DD)') releaseTo?: string;

  @QueryInt(1, CATALOGUE_PAGE_MAX, `At most this many releases (default and most ${CATALOGUE_PAGE_MAX})`) limit?: number;
}
