import { createHash, type Hash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { ReportReading, ReportRow, SalesReportReader } from '../../application/ports/sales-report-reader.port';
import { ReportLineError } from '../../domain/statements';
import { tabSeparatedRows } from './tab-separated.rows';

interface CsvParseProblem {
  lines?: number;
  message: string;
}

/** The bytes hashed as the parser pulls them (never before: a flowing stream would lose what nobody read yet). */
async function* hashed(source: Readable, hash: Hash, done: () => void): AsyncIterable<Buffer> {
  for await (const chunk of source) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    hash.update(bytes);
    yield bytes;
  }
  done();
}

async function* csvRows(bytes: AsyncIterable<Buffer>, delimiter: string): AsyncIterable<ReportRow> {
  const input = new PassThrough();
  const parser = input.pipe(parse({ delimiter, relax_column_count: true, bom: true, info: true, skip_empty_lines: true }));
  (async () => {
    for await (const chunk of bytes) if (!input.write(chunk)) await new Promise((resolve) => input.once('drain', resolve));
    input.end();
  })().catch((error: unknown) => parser.destroy(error instanceof Error ? error : new Error(String(error))));
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>)
      yield { line: info.lines, cells: record };
  } catch (error) {
    const problem = error as CsvParseProblem;
    if (typeof problem.lines === 'number') throw new ReportLineError(problem.lines, problem.message.replace(/^Invalid [^:]*: /, ''));
    throw error;
  }
}

/** Unquoted flat files (DSRF) split line by line; CSV through csv-parse; both hashing the upload as it streams in. */
export class CsvParseSalesReportReader implements SalesReportReader {
  read(source: Readable, layout: { delimiter: string; quoted: boolean }): ReportReading {
    const hash = createHash('sha256');
    let digest: string | null = null;
    const bytes = hashed(source, hash, () => (digest = hash.digest('hex')));
    return {
      rows: layout.quoted ? csvRows(bytes, layout.delimiter) : tabSeparatedRows(bytes, layout.delimiter),
      sha256() {
        if (digest === null) throw new Error('the report was not read to its end');
        return digest;
      },
    };
  }
}
