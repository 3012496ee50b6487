import type { CatalogueRelease } from '../../../wire/staff-catalogue.wire';
import { catalogueStage } from '../../../domain/label-catalogue';
import type { CatalogueReleaseRow } from '../../ports/staff-catalogue.queries.port';

/** A release with its catalogue stage worked out by the domain. */
export type StagedRelease = CatalogueReleaseRow & { stage: CatalogueRelease['stage'] };

export function staged(row: CatalogueReleaseRow): StagedRelease {
  return { ...row, stage: catalogueStage(row.status, row.delivery?.status ?? null) };
}
