import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { ReportReading, ReportRow, SalesReportReader } from '../../application/ports/sales-report-reader.port';
import { ReportLineError } from '../../domain/statements';
import { tabSeparatedRows } from './tab-separated.rows';

interface CsvParseProblem {
  lines?: number;
  message: string;
}

/** Unquoted flat files (DSRF) split line by line; CSV through csv-parse; both over the upload as it streams in, hashing the bytes on the way; rows carry their first line's number. */
export class CsvParseSalesReportReader implements SalesReportReader {
  read(source: Readable, layout: { delimiter: string; quoted: boolean }): ReportReading {
    const hash = createHash('sha256');
    let digest: string | null = null;
    source.on('data', (chunk: Buffer) => hash.update(chunk));
    source.on('end', () => (digest = hash.digest('hex')));
    const sha256 = () => {
      if (digest === null) throw new Error('the report was not read to its end');
      return digest;
    };
    if (!layout.quoted) return { rows: tabSeparatedRows(source, layout.delimiter), sha256 };
    const parser = source.pipe(
      parse({
        delimiter: layout.delimiter,
        quote: layout.quoted ? '"' : false,
        relax_column_count: true,
        bom: true,
        info: true,
        skip_empty_lines: true,
      }),
    );
    source.on('error', (error) => parser.destroy(error));
    async function* rows(): AsyncIterable<ReportRow> {
      try {
        for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>)
          yield { line: info.lines, cells: record };
      } catch (error) {
        const problem = error as CsvParseProblem;
        if (typeof problem.lines === 'number') throw new ReportLineError(problem.lines, problem.message.replace(/^Invalid [^:]*: /, ''));
        throw error;
      }
    }
    return { rows: rows(), sha256 };
  }
}
