import type { AgreedSplits } from '../../ports/agreed-splits.port';
import type { RoyaltyPeriodsRepository } from '../../ports/royalty-periods.repository.port';
import type { SalesCatalogue } from '../../ports/sales-catalogue.port';
import type { SalesReportReader } from '../../ports/sales-report-reader.port';
import type { SalesReportsRepository } from '../../ports/sales-reports.repository.port';
import type { StatementDocument } from '../../ports/statement-document.port';
import type { StatementQueries } from '../../ports/statement-queries.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import type { UnmatchedLinesRepository } from '../../ports/unmatched-lines.repository.port';

/** The ports the statement use cases are built from, each under the one name they all use; each takes what it needs. */
export interface StatementsPorts {
  periods: RoyaltyPeriodsRepository;
  reports: SalesReportsRepository;
  reader: SalesReportReader;
  catalogue: SalesCatalogue;
  unmatched: UnmatchedLinesRepository;
  queries: StatementQueries;
  document: StatementDocument;
  splits: AgreedSplits;
  unitOfWork: UnitOfWork;
}
