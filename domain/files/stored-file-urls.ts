import { artistFolderName } from './display-name';

export type ArtistSubfolder = 'audio' | 'images';
export const ARTIST_SUBFOLDERS: readonly ArtistSubfolder[] = ['audio', 'images'];

/** Where the API serves a stored upload (to its owner and staff). */
export function storedFileUrl(fileId: string): string {
  return `/api/files/${encodeURIComponent(fileId)}`;
}

/** Where staff list an artist's uploads, all of them or one subfolder. */
export function artistFolderUrl(artistFolder: string, subfolder?: ArtistSubfolder): string {
  return `/api/files/folders/${encodeURIComponent(artistFolder)}${subfolder ? `/${subfolder}` : ''}`;
}

/** spec: public flow §3 'Upload folder structure': artist, audio, images, each with url (audio also id). */
export interface UploadFolderStructure {
  artist: { url: string };
  audio: { id: string; url: string };
  images: { url: string };
}

export function uploadFolderStructure(artistFolder: string): UploadFolderStructure {
  return {
    artist: { url: artistFolderUrl(artistFolder) },
    audio: { id: `artists/${artistFolder}/audio`, url: artistFolderUrl(artistFolder, 'audio') },
    images: { url: artistFolderUrl(artistFolder, 'images') },
  };
}

export interface SubmissionFiles {
  artistName: string;
  artworkFileId: string | null;
  tracks: readonly { fileId: string | null; customArtworkFileId: string | null }[];
}

/** The additional data of a submission (public flow §7 create-item): the artist's folder and the files' URLs. */
export function submissionFileLinks(s: SubmissionFiles): { mainFolderUrl: string; audioUrls: string[]; imageUrls: string[] } {
  const present = (ids: (string | null)[]) => ids.filter((id): id is string => !!id).map(storedFileUrl);
  return {
    mainFolderUrl: artistFolderUrl(artistFolderName(s.artistName)),
    audioUrls: present(s.tracks.map((t) => t.fileId)),
    imageUrls: present([s.artworkFileId, ...s.tracks.map((t) => t.customArtworkFileId)]),
  };
}
