import { applyDecorators, Controller, Delete, Head, HttpCode, Inject, Options, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { UPLOAD_SERVER_MESSAGES } from '../../../domain/files/upload.messages';
import { Public } from '../../common/access/access.decorators';
import { ApiErrorResponse, ApiNotFoundError } from '../../common/http/api-error-responses.decorator';
import type { ResumableUploads } from './resumable-uploads';
import { ApiSentAnswer } from '../../openapi/api-answer.decorator';
import { answerBeforeClosing } from './answer-before-closing';

export const RESUMABLE_UPLOADS = Symbol('ResumableUploads');
const OWNER = 'X-Form-Session: the signed form session (or be signed in as an artist)';
const NOT_YOURS = `'${UPLOAD_SERVER_MESSAGES.notYours}'`;
const GONE = `'${UPLOAD_SERVER_MESSAGES.uploadExpired}' (unfinished past RESUMABLE_UPLOAD_EXPIRY_HOURS)`;

const ON_UPLOAD = { HEAD: Head, PATCH: Patch, DELETE: Delete } as const;

/**
 * A request on an existing upload at its URL: made by its owner, and refused when it is someone else's,
 * unknown, or expired.
 */
const OwnUploadRoute = (method: keyof typeof ON_UPLOAD, status: 200 | 204, summary: string, ok: string) =>
  applyDecorators(
    ON_UPLOAD[method](':uploadId'),
    HttpCode(status),
    ApiOperation({ summary, description: OWNER }),
    ApiResponse({ status, description: ok }),
    ApiErrorResponse(403, NOT_YOURS),
    ApiNotFoundError(`'${UPLOAD_SERVER_MESSAGES.uploadNotFound}'`),
    ApiErrorResponse(410, GONE),
  );

/**
 * tus 1.0 (core, creation, termination, expiration) at /api/uploads/tus, answered by @tus/server. Every
 * refusal has the API's error body; the last PATCH answers 200 with the Upload result of the other paths.
 */
const TUS_OFFSET_HEADERS = {
  'Upload-Offset': { description: 'Bytes the server holds', schema: { type: 'integer' } },
  'Upload-Length': { description: 'The declared length', schema: { type: 'integer' } },
};

@ApiTags('uploads')
@ApiHeader({ name: 'Tus-Resumable', description: '1.0.0 (every request but OPTIONS)', required: false })
@Controller('uploads/tus')
@Public()
export class ResumableUploadController {
  constructor(@Inject(RESUMABLE_UPLOADS) private readonly uploads: ResumableUploads) {}

  @Options()
  @HttpCode(204)
  @ApiOperation({ summary: 'tus discovery: Tus-Version, Tus-Extension, Tus-Max-Size' })
  @ApiResponse({ status: 204, description: 'The protocol headers' })
  discover(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.uploads.server.handle(req, res);
  }

  @ApiResponse({ status: 201, headers: { Location: { description: 'The upload URL', schema: { type: 'string' } } } })
  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Creates an upload: Upload-Length and Upload-Metadata (filename, filetype, fileType, artistName)',
    description: OWNER,
  })
  @ApiResponse({ status: 201, description: 'Location: the upload URL; its last segment is the future fileId' })
  @ApiErrorResponse(400, 'No Upload-Length, or a fileType that is not audio or artwork')
  @ApiErrorResponse(401, `'${UPLOAD_SERVER_MESSAGES.sessionRequired}'`)
  @ApiErrorResponse(413, 'The declared length is over the limit for its kind')
  @ApiErrorResponse(415, 'A file type or extension the portal does not take')
  create(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.uploads.server.handle(req, res);
  }

  @ApiResponse({ status: 200, headers: TUS_OFFSET_HEADERS })
  @OwnUploadRoute('HEAD', 200, 'The offset the server holds (resume from there)', 'Upload-Offset and Upload-Length')
  offset(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.uploads.server.handle(req, res);
  }

  @ApiSentAnswer('UploadResult', 200)
  @OwnUploadRoute('PATCH', 204, 'Appends bytes at Upload-Offset (application/offset+octet-stream)', 'The new Upload-Offset')
  @ApiResponse({ status: 200, description: 'The last byte arrived: the file was checked and stored (public flow §3 Upload result)' })
  @ApiErrorResponse(409, 'Upload-Offset is not the offset the server holds')
  @ApiErrorResponse(413, 'More bytes than the declared length')
  @ApiErrorResponse(415, 'The content is not the audio or image format it claims to be')
  append(@Req() req: Request, @Res() res: Response): Promise<void> {
    answerBeforeClosing(req, res);
    return this.uploads.server.handle(req, res);
  }

  @OwnUploadRoute('DELETE', 204, 'Terminates an unfinished upload: its bytes and record are deleted', 'Terminated')
  terminate(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.uploads.server.handle(req, res);
  }
}
