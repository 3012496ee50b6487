import type { Readable } from 'node:stream';
import { UPLOAD_SERVER_MESSAGES } from '../../../domain/files/upload.messages';
import type { FileStorage } from '../../ports/file-storage.port';
import type { FormSessionSigner } from '../../ports/security.port';
import type { UploadRepository } from '../../ports/upload.repository.port';
import { UploadError } from './upload-error';
import type { Requester } from './upload-policy';

export interface ServedFile {
  body: Readable;
  size: number;
  /** The whole object's size (for Content-Range). */
  totalSize: number;
  range: { start: number; end: number } | null;
  contentType: string;
  displayName: string;
}

/** Parses one 'bytes=a-b' / 'bytes=a-' / 'bytes=-n' range; null for none, 'invalid' when unsatisfiable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'invalid' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start >= size || end < start ? 'invalid' : { start, end };
}

/** Files go to their owner (form session or signed-in artist) and to staff only. */
export class ReadUploadUseCase {
  constructor(private readonly deps: { storage: FileStorage; uploads: UploadRepository; formSessions: FormSessionSigner }) {}

  async execute(fileId: string, who: { requester?: Requester; sessionToken?: string }, rangeHeader?: string): Promise<ServedFile> {
    const record = await this.deps.uploads.findById(fileId);
    if (!record || record.status !== 'stored') throw new UploadError('not_found', UPLOAD_SERVER_MESSAGES.fileNotFound);
    if (!(await mayReadUpload(this.deps.formSessions, record, who))) throw new UploadError('forbidden', UPLOAD_SERVER_MESSAGES.notYours);
    const range = parseRange(rangeHeader, record.size);
    if (range === 'invalid') throw new UploadError('out_of_range', UPLOAD_SERVER_MESSAGES.rangeNotSatisfiable);
    const body = await this.deps.storage.read(record.storageKey, range ?? undefined);
    return {
      body,
      size: range ? range.end - range.start + 1 : record.size,
      totalSize: record.size,
      range,
      contentType: record.contentType,
      displayName: record.displayName,
    };
  }
}

/** Files go to their owner (form session or signed-in artist) and to staff only. */
export async function mayReadUpload(
  formSessions: FormSessionSigner,
  record: { sessionId: string; artistId: string | null },
  who: { requester?: Requester; sessionToken?: string },
): Promise<boolean> {
  if (who.requester?.role === 'staff') return true;
  if (who.requester?.role === 'artist' && record.artistId === who.requester.id) return true;
  const session = who.sessionToken ? await formSessions.verify(who.sessionToken) : null;
  return session !== null && session.sessionId === record.sessionId;
}
