import { ARTWORK_MAX_BYTES, ARTWORK_MAX_MB } from '../../../domain/files/artwork-file';
import { AUDIO_MAX_BYTES, AUDIO_MAX_MB } from '../../../domain/files/audio-file';
import { artistFolderName } from '../../../domain/files/display-name';
import { FILE_MESSAGES } from '../../../domain/files/files.messages';
import { UPLOAD_SERVER_MESSAGES } from '../../../domain/files/upload.messages';
import type { StorageFolder } from '../../ports/file-storage.port';
import type { FormSessionSigner } from '../../ports/security.port';
import type { UploadKind } from '../../ports/upload.repository.port';
import { UploadError } from './upload-error';

/** Who is calling, as the API established it (signed-in artist or staff). */
export interface Requester {
  role: 'artist' | 'staff';
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function limitFor(kind: UploadKind): { bytes: number; message: string } {
  return kind === 'audio'
    ? { bytes: AUDIO_MAX_BYTES, message: FILE_MESSAGES.fileTooLarge(AUDIO_MAX_MB) }
    : { bytes: ARTWORK_MAX_BYTES, message: FILE_MESSAGES.fileTooLarge(ARTWORK_MAX_MB) };
}

export function folderFor(kind: UploadKind): StorageFolder {
  return kind === 'audio' ? 'audio' : 'images';
}

/** Server-generated keys: the artist's names never reach the storage path except as a slug. */
export function finalKey(artistName: string, kind: UploadKind, id: string): { key: string; artistFolder: string } {
  const artistFolder = artistFolderName(artistName);
  return { key: keyIn(artistFolder, kind, id), artistFolder };
}

export function keyIn(artistFolder: string, kind: UploadKind, id: string): string {
  return `artists/${artistFolder}/${folderFor(kind)}/${id}.${kind === 'audio' ? 'wav' : 'jpg'}`;
}

export function stagingKey(id: string): string {
  return `staging/${id}`;
}

export interface Uploader {
  sessionId: string;
  artistId: string | null;
}

/** Before its form session is read: a signed-in artist's file is on the artist's account, an anonymous one on none. */
export function provisionalUploader(principal: Requester | undefined): Uploader | null {
  const artistId = principal?.role === 'artist' && UUID.test(principal.id) ? principal.id : null;
  return artistId ? { sessionId: `artist:${artistId}`, artistId } : null;
}

/** The wizard's signed form session (sessionId in the spec's payloads), or a signed-in artist. */
export async function identifyUploader(
  signer: FormSessionSigner,
  sessionToken: string | undefined,
  principal: Requester | undefined,
): Promise<Uploader> {
  const artistId = principal?.role === 'artist' && UUID.test(principal.id) ? principal.id : null;
  const session = sessionToken ? await signer.verify(sessionToken) : null;
  if (session) return { sessionId: session.sessionId, artistId };
  if (artistId) return { sessionId: `artist:${artistId}`, artistId };
  throw new UploadError('unauthorized', UPLOAD_SERVER_MESSAGES.sessionRequired);
}
