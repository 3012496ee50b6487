import { CSV_EXPORT_MAX, deskCsvHeader, deskCsvRow } from './desk-csv';
import type { DeskFilter } from './desk-filter';
import type { ListDeskSubmissionsUseCase } from './list-desk-submissions.use-case';

const PAGE = 100;

export interface ExportDeskCsvDeps {
  listSubmissions: ListDeskSubmissionsUseCase;
}

/** The desk's filtered list as CSV text: a header row, then one row a submission, newest first, at most CSV_EXPORT_MAX. */
export class ExportDeskCsvUseCase {
  constructor(private readonly deps: ExportDeskCsvDeps) {}

  async execute(filter: DeskFilter): Promise<string> {
    let page = await this.deps.listSubmissions.execute({ ...filter, sort: 'newest', limit: PAGE });
    const lines = [deskCsvHeader(), ...page.items.map(deskCsvRow)];
    while (page.next && lines.length <= CSV_EXPORT_MAX) {
      page = await this.deps.listSubmissions.execute({ ...filter, sort: 'newest', after: page.next, limit: PAGE });
      lines.push(...page.items.map(deskCsvRow));
    }
    return lines.slice(0, CSV_EXPORT_MAX + 1).join('');
  }
}
