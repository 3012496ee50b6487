import { Param } from '@nestjs/common';
import { ListArtistFolderUseCase } from '../../application/use-cases/uploads/list-artist-folder.use-case';
import type { ArtistFolderResponse } from '../../contracts';
import { ARTIST_SUBFOLDERS, type ArtistSubfolder } from '../../domain/files';
import { AppError } from '../../application/errors/app-error';
import { StaffController } from '../common/controller-kinds.decorators';
import { Route } from '../common/route.decorators';

const FOLDER_NOT_FOUND = 'Folder not found';
const ARTIST_FOLDER = /^[a-z0-9-]{1,60}$/;

/** The folder structure's URLs (public flow §3 Upload result): an artist's stored uploads, for staff. */
@StaffController('uploads', 'files/folders')
export class ArtistFoldersController {
  constructor(private readonly folders: ListArtistFolderUseCase) {}

  @Route('GET', ':artistFolder', 'ArtistFolderResponse', {
    summary: "An artist's stored uploads, newest first (staff)",
    ok: '{ success, artistFolder, folder: null, files: [{ fileId, fileName, kind, folder, size, url, createdAt }] }',
    refuses: { 404: `'${FOLDER_NOT_FOUND}': not an artist folder name` },
  })
  async artist(@Param('artistFolder') artistFolder: string): Promise<ArtistFolderResponse> {
    return this.list(artistFolder, undefined);
  }

  @Route('GET', ':artistFolder/:folder', 'ArtistFolderResponse', {
    summary: "An artist's stored audio or images, newest first (staff)",
    ok: '{ success, artistFolder, folder, files: [...] }',
    refuses: { 404: `'${FOLDER_NOT_FOUND}': not an artist folder name, or a subfolder other than audio and images` },
  })
  async subfolder(@Param('artistFolder') artistFolder: string, @Param('folder') folder: string): Promise<ArtistFolderResponse> {
    const subfolder = ARTIST_SUBFOLDERS.find((f) => f === folder);
    if (!subfolder) throw new AppError('not_found', FOLDER_NOT_FOUND);
    return this.list(artistFolder, subfolder);
  }

  private async list(artistFolder: string, folder: ArtistSubfolder | undefined): Promise<ArtistFolderResponse> {
    if (!ARTIST_FOLDER.test(artistFolder)) throw new AppError('not_found', FOLDER_NOT_FOUND);
    const files = await this.folders.execute(artistFolder, folder);
    return {
      success: true,
      artistFolder,
      folder: folder ?? null,
      files: files.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })),
    };
  }
}
