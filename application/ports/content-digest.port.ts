import type { Readable } from 'node:stream';
import type { ContentSummary } from '../../domain/files/stored-content';

/** A body passed on unchanged, and what it amounted to once read to its end. */
export interface DigestedStream {
  body: Readable;
  summary(): Promise<ContentSummary & { sha256: string }>;
}

/** SHA-256 of bytes as they stream past, and of an object as storage holds it. */
export interface ContentDigest {
  tap(body: Readable): DigestedStream;
  /** Read back from storage, unless the adapter knows its storage keeps what it wrote (then `sent` with the stored length). */
  ofStored(key: string, sent?: ContentSummary): Promise<ContentSummary & { sha256: string }>;
}
export const CONTENT_DIGEST = Symbol('ContentDigest');
