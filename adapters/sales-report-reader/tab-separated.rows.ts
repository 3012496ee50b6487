import { StringDecoder } from 'node:string_decoder';
import type { ReportRow } from '../../application/ports/sales-report-reader.port';

/**
 * A DSRF flat file's rows: one line each, cells split on the delimiter (the format has no quoting: a cell never holds
 * a tab or a line break). Ten times faster than a general CSV parser here, and a chunk at a time in memory.
 */
export async function* tabSeparatedRows(source: AsyncIterable<Buffer>, delimiter: string): AsyncIterable<ReportRow> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let line = 0;
  const rowOf = (text: string): ReportRow => ({ line, cells: (text.endsWith('\r') ? text.slice(0, -1) : text).split(delimiter) });
  for await (const chunk of source) {
    const text = rest + decoder.write(chunk);
    const lines = text.split('\n');
    rest = lines.pop() ?? '';
    for (const each of lines) {
      line++;
      if (line === 1 && each.startsWith('\uFEFF')) yield rowOf(each.slice(1));
      else if (each !== '' && each !== '\r') yield rowOf(each);
    }
  }
  rest += decoder.end();
  if (rest !== '') {
    line++;
    yield rowOf(rest);
  }
}
