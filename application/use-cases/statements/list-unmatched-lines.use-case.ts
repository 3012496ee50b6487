import { likelyMatches } from '../../../domain/statements';
import { AppError } from '../../errors/app-error';
import type { SalesReportsRepository } from '../../ports/sales-reports.repository.port';
import type { CatalogueTrackCandidate, SalesCatalogue } from '../../ports/sales-catalogue.port';
import type { UnmatchedGroup, UnmatchedLinesRepository } from '../../ports/unmatched-lines.repository.port';

export interface UnmatchedWithCandidates extends UnmatchedGroup {
  likely: (CatalogueTrackCandidate & { score: number })[];
}

export interface ListUnmatchedLinesDeps {
  unmatched: UnmatchedLinesRepository;
  catalogue: SalesCatalogue;
  reports: SalesReportsRepository;
}

/** The period's unmatched lines for staff, each with the catalogue tracks it most likely is (title and artist). */
export class ListUnmatchedLinesUseCase {
  constructor(private readonly deps: ListUnmatchedLinesDeps) {}

  async execute(periodId: string): Promise<UnmatchedWithCandidates[]> {
    if (!(await this.deps.reports.period(periodId))) throw new AppError('not_found', 'No such period.');
    const groups = await this.deps.unmatched.unmatched(periodId);
    if (groups.length === 0) return [];
    const tracks = await this.deps.catalogue.tracks();
    return groups.map((group) => ({ ...group, likely: likelyMatches(group, tracks) }));
  }
}
