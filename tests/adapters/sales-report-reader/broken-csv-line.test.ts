import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CsvParseSalesReportReader } from '../../../adapters/sales-report-reader/csv-parse.sales-report-reader';
import { CsvReader, ReportLineError } from '../../../domain/statements';
import { breakingAt, writtenFile } from '../../support/statements/generated-file';

const BROKEN_AT = 200_000;

// The database side of a refused file (nothing written, the same transaction for DSRF and CSV) is
// tests/adapters/persistence/repositories/sales-report-import.test.ts; this is the CSV reading naming the line.
describe('a streamed CSV report', () => {
  let dir = '';
  beforeAll(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'broken-csv-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(`broken at line ${BROKEN_AT.toLocaleString('en')} (quoted cells with commas before it) is refused naming that line`, async () => {
    function* rows(): Generator<string> {
      yield 'ISRC,Title,Month,Net,Land';
      for (let line = 2; line <= BROKEN_AT + 100; line++) yield 'GBA1B3000001,"Tide, live",2030-02,0.0012,GB';
    }
    const file = await writtenFile(dir, 'big.csv', breakingAt(BROKEN_AT, rows(), 'GBA1B3000001,"Tide, live",2030-02,0.00x2,GB'));
    const reader = new CsvReader({
      store: 'Big Shop',
      delimiter: ',',
      numberFormat: 'decimal-point',
      columns: { isrc: 'ISRC', title: 'Title', month: 'Month', amount: 'Net', country: 'Land' },
      currency: 'EUR',
    });
    let accepted = 0;
    const reading = new CsvParseSalesReportReader().read(createReadStream(file), { delimiter: ',', quoted: true });
    const refusal = await (async () => {
      for await (const row of reading.rows) if (reader.accept(row.line, row.cells)) accepted++;
    })().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ReportLineError);
    expect((refusal as ReportLineError).message).toBe(
      "line 200000: the amount '0.00x2' is not written as the template's numbers are (like 1,234.56) with at most ten decimals",
    );
    expect(accepted).toBe(BROKEN_AT - 2);
  });
});
