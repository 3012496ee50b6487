import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiPartialContentResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../application/errors/app-error';
import { ReadAudioAnalysisUseCase } from '../../application/use-cases/uploads/analysis/read-audio-analysis.use-case';
import { ListArtistFolderUseCase } from '../../application/use-cases/uploads/list-artist-folder.use-case';
import { ReadUploadUseCase } from '../../application/use-cases/uploads/read-upload.use-case';
import type { ArtistFolderResponse } from '../../wire';
import { ARTIST_SUBFOLDERS, type ArtistSubfolder } from '../../domain/files';
import { UPLOAD_SERVER_MESSAGES } from '../../domain/files/upload.messages';
import { Public } from '../common/access/access.decorators';
import { ApiBinaryOk, ApiErrorResponse, ApiNotFoundError } from '../common/http/api-error-responses.decorator';
import { sendUploadFailure } from './upload-error.mapper';
import { requesterOf, sessionTokenOf } from './upload-request';
import { ApiSentAnswer } from '../openapi/api-answer.decorator';
import { Route, StaffRoute } from '../common/route.decorators';

const FOLDER_NOT_FOUND = 'Folder not found';
const ARTIST_FOLDER = /^[a-z0-9-]{1,60}$/;

function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Stored files for their owner (form session or artist) and staff; ranges for audio previews. Staff also list an
 * artist's folder (the folder structure's URLs, public flow §3 Upload result); those routes come first, so that
 * `folders/...` is never read as a file id.
 */
@ApiTags('uploads')
@Controller('files')
export class FilesController {
  constructor(
    private readonly useCase: ReadUploadUseCase,
    private readonly analysis: ReadAudioAnalysisUseCase,
    private readonly folders: ListArtistFolderUseCase,
  ) {}

  @Route('GET', 'folders/:artistFolder', 'ArtistFolderResponse', {
    summary: "An artist's stored uploads, newest first (staff)",
    refuses: { 404: `'${FOLDER_NOT_FOUND}': not an artist folder name` },
  })
  @StaffRoute()
  async artistFolder(@Param('artistFolder') artistFolder: string): Promise<ArtistFolderResponse> {
    return this.listFolder(artistFolder, undefined);
  }

  @Route('GET', 'folders/:artistFolder/:folder', 'ArtistFolderResponse', {
    summary: "An artist's stored audio or images, newest first (staff)",
    refuses: { 404: `'${FOLDER_NOT_FOUND}': not an artist folder name, or a subfolder other than audio and images` },
  })
  @StaffRoute()
  async artistSubfolder(@Param('artistFolder') artistFolder: string, @Param('folder') folder: string): Promise<ArtistFolderResponse> {
    const subfolder = ARTIST_SUBFOLDERS.find((f) => f === folder);
    if (!subfolder) throw new AppError('not_found', FOLDER_NOT_FOUND);
    return this.listFolder(artistFolder, subfolder);
  }

  @ApiSentAnswer('AudioAnalysisAnswer')
  @Get(':fileId/analysis')
  @Public()
  @ApiOperation({ summary: "A WAV's loudness, true peak and mastering checks with plain-language findings (owner or staff)" })
  @ApiOkResponse({ description: '{ status: none | pending | done | failed, message, analysis, findings: [{ check, level, message }] }' })
  @ApiErrorResponse(403, `'${UPLOAD_SERVER_MESSAGES.notYours}'`)
  @ApiNotFoundError(`'${UPLOAD_SERVER_MESSAGES.fileNotFound}'`)
  async readAnalysis(@Param('fileId') fileId: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    try {
      const answer = await this.analysis.execute(fileId, { requester: requesterOf(req), sessionToken: sessionTokenOf(req) });
      res.setHeader('Cache-Control', 'private, no-store');
      res.status(200).json(answer);
    } catch (error) {
      sendUploadFailure(res, error);
    }
  }

  @Get(':fileId')
  @Public()
  @ApiOperation({ summary: 'A stored file (owner or staff); ?download=1 for an attachment; Range supported' })
  @ApiQuery({ name: 'download', type: String, required: false, description: 'Any value: send as an attachment' })
  @ApiBinaryOk('The whole file, with its stored content type', 'audio/*', 'image/*')
  @ApiPartialContentResponse({ description: 'The requested byte range (Content-Range)' })
  @ApiErrorResponse(403, `'${UPLOAD_SERVER_MESSAGES.notYours}'`)
  @ApiNotFoundError(`'${UPLOAD_SERVER_MESSAGES.fileNotFound}'`)
  @ApiErrorResponse(416, `'${UPLOAD_SERVER_MESSAGES.rangeNotSatisfiable}'`)
  @ApiErrorResponse(503, `'${UPLOAD_SERVER_MESSAGES.storageUnavailable}'`)
  async read(
    @Param('fileId') fileId: string,
    @Query('download') download: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    let file;
    try {
      file = await this.useCase.execute(fileId, { requester: requesterOf(req), sessionToken: sessionTokenOf(req) }, req.headers.range);
    } catch (error) {
      return sendUploadFailure(res, error);
    }
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Disposition', contentDisposition(download ? 'attachment' : 'inline', file.displayName));
    if (file.range) res.status(206).setHeader('Content-Range', `bytes ${file.range.start}-${file.range.end}/${file.totalSize}`);
    else res.status(200);
    await pipeline(file.body, res).catch(() => res.destroy());
  }

  private async listFolder(artistFolder: string, folder: ArtistSubfolder | undefined): Promise<ArtistFolderResponse> {
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
