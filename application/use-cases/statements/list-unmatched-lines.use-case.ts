import { likelyMatches } from '../../../domain/statements';
import type { CatalogueTrackCandidate, SalesCatalogue } from '../../ports/sales-catalogue.port';
import type { UnmatchedGroup, UnmatchedLinesRepository } from '../../ports/unmatched-lines.repository.port';

export interface UnmatchedWithCandidates extends UnmatchedGroup {
  likely: (CatalogueTrackCandidate & { score: number })[];
}

export interface ListUnmatchedLinesDeps {
  unmatched: UnmatchedLinesRepository;
  catalogue: SalesCatalogue;
}

/** The period's unmatched lines for staff, each with the catalogue tracks it most likely is (title and artist). */
export class ListUnmatchedLinesUseCase {
  constructor(private readonly deps: ListUnmatchedLinesDeps) {}

  async execute(periodId: string): Promise<UnmatchedWithCandidates[]> {
    const groups = await this.deps.unmatched.unmatched(periodId);
    if (groups.length === 0) return [];
    const tracks = await this.deps.catalogue.tracks();
    return groups.map((group) => ({ ...group, likely: likelyMatches(group, tracks) }));
  }
}
