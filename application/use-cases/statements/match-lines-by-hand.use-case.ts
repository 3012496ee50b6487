import { STATEMENT_MESSAGES as M } from '../../../domain/statements';
import { AppError } from '../../errors/app-error';
import type { UnmatchedGroupKey } from '../../ports/unmatched-lines.repository.port';
import type { StatementsPorts } from './statements.ports';

export interface HandMatch {
  group: UnmatchedGroupKey;
  trackId: string;
  /** For lines of a closed period: the open period that pays them. */
  intoPeriodId?: string;
}

/** Staff credit unmatched lines to a catalogue track; lines of a closed period are paid in an open one. */
export class MatchLinesByHandUseCase {
  constructor(private readonly deps: Pick<StatementsPorts, 'unmatched' | 'catalogue' | 'reports'>) {}

  async execute(match: HandMatch): Promise<{ matched: number }> {
    const track = (await this.deps.catalogue.tracks()).find((t) => t.trackId === match.trackId);
    if (!track) throw new AppError('invalid', 'Choose a track of the catalogue.');
    const periodId = await this.deps.unmatched.periodOfReport(match.group.reportId);
    const period = periodId ? await this.deps.reports.period(periodId) : null;
    if (!period) throw new AppError('not_found', 'No such report.');
    let carriedInto: string | null = null;
    if (period.status === 'closed') {
      const into = match.intoPeriodId ? await this.deps.reports.period(match.intoPeriodId) : null;
      if (!into || into.status !== 'open') throw new AppError('conflict', M.periodClosed);
      carriedInto = into.id;
    }
    const matched = await this.deps.unmatched.assign(match.group, track, carriedInto);
    if (matched === 0) throw new AppError('conflict', 'These lines are matched already.');
    return { matched };
  }
}
