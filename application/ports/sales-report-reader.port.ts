import type { Readable } from 'node:stream';

/** One row of a delimited file, with the number of the line it starts on. */
export interface ReportRow {
  line: number;
  cells: string[];
}

export interface ReportReading {
  /** The rows as they stream in; a malformed row throws a ReportLineError naming its line. */
  rows: AsyncIterable<ReportRow>;
  /** The file's SHA-256 (hex), once every row was read. */
  sha256(): string;
}

/** Reads a delimited text file as it streams in: never the whole file in memory. */
export interface SalesReportReader {
  /** `quoted`: CSV quoting ("a, b"); DSRF flat files have none (a tab never occurs in a cell). */
  read(source: Readable, layout: { delimiter: string; quoted: boolean }): ReportReading;
}
