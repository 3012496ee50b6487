import type { FileStorage } from '../../../application/ports/file-storage.port';
import { STORE_AUDIO_MESSAGES } from '../../../domain/files/store-audio';
import { readWavHead, type WavHead } from './wav-head';

const FIRST_READ_BYTES = 64 * 1024;
/** Tags before the sample data larger than this are refused rather than held in memory. */
export const MAX_HEAD_BYTES = 16 * 1024 * 1024;

export type StoredWavHead = { bytes: Buffer; head: WavHead } | { refused: string };

async function readBytes(storage: FileStorage, key: string, length: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of await storage.read(key, { start: 0, end: length - 1 })) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** Reads a stored WAV's head (its first 64 KB, more only when its tags before the sample data are longer). */
export async function readStoredWavHead(storage: FileStorage, key: string, fileSize: number, fileName: string): Promise<StoredWavHead> {
  for (let length = Math.min(FIRST_READ_BYTES, fileSize); ; length = Math.min(length * 4, fileSize)) {
    const bytes = length > 0 ? await readBytes(storage, key, length) : Buffer.alloc(0);
    const reading = readWavHead(bytes, fileSize);
    if ('head' in reading) return { bytes, head: reading.head };
    if ('problem' in reading) return { refused: STORE_AUDIO_MESSAGES[reading.problem](fileName) };
    if (length >= MAX_HEAD_BYTES || length >= fileSize) return { refused: STORE_AUDIO_MESSAGES.headerTooLarge(fileName) };
  }
}
