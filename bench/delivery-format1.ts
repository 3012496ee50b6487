/** What the delivery bench expects of each seeded EXTENSIBLE WAV in the ZIP: the same samples behind a format-1 header. */
import { createHash } from 'node:crypto';
import type { FileStorage } from '../application/ports/file-storage.port';
import type { SeededFile } from '../tests/support/approved-release.seed';
import { wavHeader } from '../tests/support/wav-header';

/** The seed writes `fmt ` (EXTENSIBLE, 40 bytes) and then `data`; a format-1 file is the 44-byte header and the same samples. */
export async function format1Sha256(storage: FileStorage, track: SeededFile): Promise<string> {
  const headBytes = wavHeader({ layout: 'extensible', dataBytes: 0 }).length;
  const dataBytes = track.sizeBytes - headBytes;
  const hash = createHash('sha256').update(wavHeader({ layout: 'pcm', dataBytes }));
  for await (const chunk of await storage.read(track.storageKey, { start: headBytes, end: track.sizeBytes - 1 }))
    hash.update(chunk as Buffer);
  return hash.digest('hex');
}
