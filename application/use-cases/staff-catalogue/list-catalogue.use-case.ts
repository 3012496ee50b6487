import {
  CATALOGUE_PAGE_MAX,
  CATALOGUE_RANGE_MAX_DAYS,
  CATALOGUE_STAGES,
  type CatalogueStage,
  isCatalogueStage,
  LABEL_CATALOGUE_MESSAGES,
} from '../../../domain/label-catalogue';
import { AppError } from '../../errors/app-error';
import type { StaffCatalogueQueries } from '../../ports/staff-catalogue.queries.port';
import { type StagedRelease, staged } from './catalogue-release';

export interface CatalogueFilter {
  /** Stage names as typed; all stages when absent or empty. */
  stages?: string[];
  search?: string;
  releaseFrom?: string;
  releaseTo?: string;
  limit?: number;
}

const DAY_MS = 86_400_000;

export interface ListCatalogueDeps {
  queries: StaffCatalogueQueries;
}

/** The label's catalogue: approved, delivered and live releases by release date, for the list and the calendar. */
export class ListCatalogueUseCase {
  constructor(private readonly deps: ListCatalogueDeps) {}

  async execute(filter: CatalogueFilter): Promise<StagedRelease[]> {
    const stages = this.stagesOf(filter.stages);
    if (filter.releaseFrom && filter.releaseTo) {
      const days = (Date.parse(filter.releaseTo) - Date.parse(filter.releaseFrom)) / DAY_MS;
      if (days < 0) throw new AppError('invalid', LABEL_CATALOGUE_MESSAGES.badRange);
      if (days > CATALOGUE_RANGE_MAX_DAYS) throw new AppError('invalid', LABEL_CATALOGUE_MESSAGES.rangeTooLong(CATALOGUE_RANGE_MAX_DAYS));
    }
    const rows = await this.deps.queries.catalogue({
      stages,
      search: filter.search,
      releaseFrom: filter.releaseFrom,
      releaseTo: filter.releaseTo,
      limit: Math.min(filter.limit ?? CATALOGUE_PAGE_MAX, CATALOGUE_PAGE_MAX),
    });
    return rows.map(staged);
  }

  private stagesOf(values: string[] | undefined): readonly CatalogueStage[] {
    const wanted = (values ?? []).map((v) => v.trim().toLowerCase()).filter(Boolean);
    if (wanted.length === 0) return CATALOGUE_STAGES;
    const unknown = wanted.find((v) => !isCatalogueStage(v));
    if (unknown !== undefined) throw new AppError('invalid', LABEL_CATALOGUE_MESSAGES.unknownStage(unknown));
    return [...new Set(wanted)] as CatalogueStage[];
  }
}
