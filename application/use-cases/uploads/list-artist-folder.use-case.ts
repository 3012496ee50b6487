import { storedFileUrl } from '../../../domain/files';
import type { StorageFolder } from '../../ports/file-storage.port';
import type { UploadRepository } from '../../ports/upload.repository.port';

export const ARTIST_FOLDER_LIST_LIMIT = 500;

export interface ArtistFolderFile {
  fileId: string;
  fileName: string;
  kind: 'audio' | 'artwork';
  folder: StorageFolder;
  size: number;
  url: string;
  createdAt: Date;
}

export interface ListArtistFolderDeps {
  uploads: UploadRepository;
}

/** The stored uploads of an artist's folder (the folder structure's URLs), for staff. */
export class ListArtistFolderUseCase {
  constructor(private readonly deps: ListArtistFolderDeps) {}

  async execute(artistFolder: string, folder?: StorageFolder): Promise<ArtistFolderFile[]> {
    const records = await this.deps.uploads.listInFolder(artistFolder, folder, ARTIST_FOLDER_LIST_LIMIT);
    return records.map((r) => ({
      fileId: r.id,
      fileName: r.displayName,
      kind: r.kind,
      folder: r.folder,
      size: r.size,
      url: storedFileUrl(r.id),
      createdAt: r.createdAt,
    }));
  }
}
