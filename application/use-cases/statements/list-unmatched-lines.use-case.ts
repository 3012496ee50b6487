import { likelyMatches, STATEMENT_MESSAGES as M } from '../../../domain/statements';
import { AppError } from '../../errors/app-error';
import type { CatalogueTrackCandidate } from '../../ports/sales-catalogue.port';
import type { UnmatchedGroup } from '../../ports/unmatched-lines.repository.port';
import type { StatementsPorts } from './statements.ports';

export interface UnmatchedWithCandidates extends UnmatchedGroup {
  likely: (CatalogueTrackCandidate & { score: number })[];
}

/** The period's unmatched lines for staff, each with the catalogue tracks it most likely is (title and artist). */
export class ListUnmatchedLinesUseCase {
  constructor(private readonly deps: Pick<StatementsPorts, 'unmatched' | 'catalogue' | 'reports'>) {}

  async execute(periodId: string): Promise<UnmatchedWithCandidates[]> {
    if (!(await this.deps.reports.period(periodId))) throw new AppError('not_found', M.noSuchPeriod);
    const groups = await this.deps.unmatched.unmatched(periodId);
    if (groups.length === 0) return [];
    const tracks = await this.deps.catalogue.tracks();
    return groups.map((group) => ({ ...group, likely: likelyMatches(group, tracks) }));
  }
}
