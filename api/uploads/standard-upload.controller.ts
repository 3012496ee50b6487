import { Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import type { UploadResult } from '../../wire';
import type { StagedFile } from '../../application/use-cases/uploads/standard-upload.types';
import { StandardUploadUseCase } from '../../application/use-cases/uploads/standard-upload.use-case';
import { UploadError } from '../../application/use-cases/uploads/upload-error';
import { limitFor } from '../../application/use-cases/uploads/upload-policy';
import { UPLOAD_SERVER_MESSAGES, uploadKindOf } from '../../domain/files/upload.messages';
import { withoutInvisibleCharacters } from '../../domain/shared';
import { Public } from '../common/access/access.decorators';
import { ApiErrorResponse } from '../common/http/api-error-responses.decorator';
import { RateLimit, RateLimitGuard } from '../public-flow/rate-limit.guard';
import { sendUploadFailure, UPLOAD_REFUSED_429 } from './upload-error.mapper';
import { addressOf, browserOf, declaredLengthOf, formSessionHeaderOf, requesterOf } from './upload-request';
import { ApiSentAnswer } from '../openapi/api-answer.decorator';

function guessKind(fileName: string, mimeType: string): 'audio' | 'artwork' {
  return /\.jpe?g$/i.test(fileName) || mimeType.startsWith('image/') ? 'artwork' : 'audio';
}

// A multipart body carries its boundaries and up to 20 short text fields beside the file.
const MULTIPART_ALLOWANCE_BYTES = 256 * 1024;

// Larger stream buffers: fewer, bigger chunks through the inspector and into the file (flat memory still: ~1 MiB each).
const STREAM_HWM = 1024 * 1024;

/** POST /api/upload/google-drive (the seed's path): multipart streamed with busboy straight into storage. */
@ApiTags('uploads')
@Controller('upload')
@UseGuards(RateLimitGuard)
export class StandardUploadController {
  constructor(private readonly useCase: StandardUploadUseCase) {}

  @ApiSentAnswer('UploadResult')
  @Post('google-drive')
  @Public()
  @RateLimit('uploads')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Standard upload: multipart file, artistName, fileType, trackTitle, releaseTitle, sessionId (in any order)',
    description:
      'The form session may also come as the X-Form-Session header. A file sent before its session is staged and filed once the session is read.',
  })
  @ApiHeader({ name: 'X-Form-Session', required: false, description: 'The signed form session, instead of the sessionId field' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary', description: 'Exactly one file' },
        artistName: { type: 'string' },
        fileType: { type: 'string', enum: ['audio', 'artwork', 'track', 'image', 'custom-artwork'] },
        trackTitle: { type: 'string' },
        releaseTitle: { type: 'string' },
        sessionId: { type: 'string', description: 'The signed form session (before or after the file, or as X-Form-Session)' },
      },
    },
  })
  @ApiOkResponse({
    description:
      'public flow §3 Upload result: { success, fileId, url, downloadUrl, fileName, artistName, fileType, folderType, folderStructure, bucketName, size, quality }',
  })
  @ApiErrorResponse(
    400,
    `'${UPLOAD_SERVER_MESSAGES.fileRequired}', '${UPLOAD_SERVER_MESSAGES.oneFileOnly}' or a fileType that does not match the file`,
  )
  @ApiErrorResponse(401, `'${UPLOAD_SERVER_MESSAGES.sessionRequired}'`)
  @ApiErrorResponse(413, 'The file (or the declared Content-Length, before any byte is read) is over the limit for its kind')
  @ApiErrorResponse(415, 'The content is not an audio or image format the portal takes')
  @ApiErrorResponse(429, UPLOAD_REFUSED_429)
  @ApiErrorResponse(503, `'${UPLOAD_SERVER_MESSAGES.storageUnavailable}'`)
  async upload(@Req() req: Request, @Res() res: Response): Promise<void> {
    const declared = declaredLengthOf(req);
    if (declared !== undefined && declared > limitFor('audio').bytes + MULTIPART_ALLOWANCE_BYTES)
      return sendUploadFailure(res.setHeader('Connection', 'close'), new UploadError('too_large', limitFor('audio').message));
    const header = formSessionHeaderOf(req);
    const fields: Record<string, string> = {};
    let staging: Promise<StagedFile> | null = null;
    let files = 0;
    let tooLarge: UploadError | null = null;
    const fail = (error: unknown) => {
      if (res.headersSent) return;
      sendUploadFailure(res.setHeader('Connection', 'close'), error);
      // Stop parsing, let the rest of the body drain into nothing.
      req.unpipe();
      req.resume();
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        highWaterMark: STREAM_HWM,
        fileHwm: STREAM_HWM,
        limits: { files: 1, fields: 20, fieldSize: 4096, fileSize: limitFor('audio').bytes + 1 },
      });
    } catch {
      return fail(new UploadError('invalid', UPLOAD_SERVER_MESSAGES.fileRequired));
    }
    parser.on('field', (name, value) => (fields[name] = withoutInvisibleCharacters(value)));
    parser.on('file', (_name, stream, info) => {
      files += 1;
      if (files > 1) {
        stream.resume();
        return;
      }
      const kind = uploadKindOf(fields.fileType) ?? guessKind(info.filename ?? '', info.mimeType ?? '');
      // The size rule comes first: a body cut at the limit is too large, not a broken WAV.
      stream.on('limit', () => (tooLarge = new UploadError('too_large', limitFor(kind).message)));
      staging = this.useCase.receive({
        body: stream,
        kind,
        fileName: info.filename ?? '',
        contentType: info.mimeType ?? '',
        browser: browserOf(req),
        sessionToken: header ?? fields.sessionId,
        artistName: fields.artistName,
        requester: requesterOf(req),
        address: addressOf(req),
        declaredBytes: declaredLengthOf(req),
      });
      staging.catch((error: unknown) => {
        stream.resume();
        fail(tooLarge ?? error);
      });
    });
    parser.on('error', () => fail(new UploadError('invalid', UPLOAD_SERVER_MESSAGES.fileRequired)));
    parser.on(
      'close',
      () =>
        void (async () => {
          if (res.headersSent) {
            if (staging) await staging.then((staged) => this.useCase.discard(staged)).catch(() => undefined);
            return;
          }
          if (!staging) return fail(StandardUploadUseCase.missingFile());
          try {
            const staged = await staging;
            if (tooLarge) {
              await this.useCase.discard(staged);
              return fail(tooLarge);
            }
            if (files > 1) {
              await this.useCase.discard(staged);
              return fail(new UploadError('invalid', UPLOAD_SERVER_MESSAGES.oneFileOnly));
            }
            const kind = uploadKindOf(fields.fileType);
            if (fields.fileType !== undefined && kind !== staged.kind) {
              await this.useCase.discard(staged);
              return fail(new UploadError('invalid', UPLOAD_SERVER_MESSAGES.fileTypeRequired));
            }
            const text = {
              artistName: fields.artistName ?? '',
              trackTitle: fields.trackTitle ?? '',
              releaseTitle: fields.releaseTitle ?? '',
            };
            const result = await this.useCase.complete(staged, text, header ?? fields.sessionId);
            const body: UploadResult = result;
            res.status(200).json(body);
          } catch (error) {
            fail(error);
          }
        })(),
    );
    req.on('aborted', () => parser.destroy());
    req.pipe(parser);
  }
}
