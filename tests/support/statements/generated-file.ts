import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { streamOfLines } from './report-files';

/** The lines with line `at` (1-based) replaced by `broken`; the file goes on after it. */
export function* breakingAt(at: number, lines: Iterable<string>, broken: string): Generator<string> {
  let line = 0;
  for (const each of lines) yield ++line === at ? broken : each;
}

/** A generated report written to a file as it is made, never whole in memory. */
export async function writtenFile(dir: string, name: string, lines: Iterable<string>): Promise<string> {
  const file = path.join(dir, name);
  await pipeline(streamOfLines(lines, 2000), createWriteStream(file));
  return file;
}
