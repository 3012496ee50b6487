import { Body, Controller, HttpCode, Inject, Param, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { DirectPutResponse, UploadResult, UploadUrlResponse } from '../../contracts';
import { DirectUploadRejectedError, LocalFileStorage } from '../../adapters/file-storage/local.file-storage';
import { FILE_STORAGE, type FileStorage } from '../../application/ports/file-storage.port';
import { CLOCK, type Clock } from '../../application/ports/clock.port';
import { DirectUploadUseCase } from '../../application/use-cases/uploads/direct-upload.use-case';
import { explainUploadFailure } from '../../application/use-cases/uploads/store-upload';
import { UPLOAD_SERVER_MESSAGES, uploadKindOf } from '../../domain/files/upload.messages';
import { Public } from '../common/access/access.decorators';
import { ApiErrorResponse, ApiInvalidInput, ApiNotFoundError } from '../common/http/api-error-responses.decorator';
import { ApiException } from '../common/http/api-exception';
import { GenerateUploadUrlDto, ProcessUploadDto } from './direct-upload.dto';
import { RateLimit, RateLimitGuard } from '../public-flow/rate-limit.guard';
import { toHttpError, UPLOAD_REFUSED_429 } from './upload-error.mapper';
import { addressOf, browserOf, requesterOf } from './upload-request';

const REJECTION_STATUS = { length: 400, used: 409, invalid: 403, expired: 403 } as const;
const NO_SESSION = `'${UPLOAD_SERVER_MESSAGES.sessionRequired}' (no valid form session and no signed-in artist)`;
const STORAGE_DOWN = `'${UPLOAD_SERVER_MESSAGES.storageUnavailable}': the browser falls back to the standard upload`;

/** The three-call direct upload (public flow §4, §7); any storage fault answers 503 so the browser falls back. */
@ApiTags('uploads')
@Controller('cloud-storage')
@UseGuards(RateLimitGuard)
export class DirectUploadController {
  constructor(
    private readonly useCase: DirectUploadUseCase,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post('generate-upload-url')
  @Public()
  @RateLimit('uploads')
  @HttpCode(200)
  @ApiOperation({ summary: 'A signed, expiring URL to PUT the file to' })
  @ApiOkResponse({
    description: '{ success, uploadUrl, fileName, bucketName, headers, expiresAt }: PUT the bytes to uploadUrl with these headers',
  })
  @ApiInvalidInput()
  @ApiErrorResponse(401, NO_SESSION)
  @ApiErrorResponse(413, 'The file size is over the limit for its kind')
  @ApiErrorResponse(415, 'A file type or extension the portal does not take')
  @ApiErrorResponse(429, UPLOAD_REFUSED_429)
  @ApiErrorResponse(503, STORAGE_DOWN)
  async generate(
    @Body() body: GenerateUploadUrlDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UploadUrlResponse> {
    try {
      const ticket = await this.useCase.createUrl(
        { ...body, kind: uploadKindOf(body.fileType)!, sessionToken: body.sessionId, browser: browserOf(req), address: addressOf(req) },
        requesterOf(req),
      );
      return { success: true, ...ticket };
    } catch (error) {
      throw toHttpError(error, res);
    }
  }

  @Put('direct-upload/:token')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'The local adapter’s signed PUT target (object stores take the PUT themselves)' })
  @ApiBody({
    description: 'The raw file bytes (Content-Length must match the size given for the URL)',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiOkResponse({ description: '{ success, size }' })
  @ApiErrorResponse(400, 'The body length differs from the size given for the upload URL')
  @ApiErrorResponse(403, 'The upload token is invalid or expired')
  @ApiNotFoundError('Not found: the active storage adapter takes the PUT itself')
  @ApiErrorResponse(409, 'The upload token was used already')
  @ApiErrorResponse(413, 'The file is larger than the size given for the upload URL')
  @ApiErrorResponse(503, STORAGE_DOWN)
  async put(@Param('token') token: string, @Req() req: Request): Promise<DirectPutResponse> {
    if (!(this.storage instanceof LocalFileStorage)) throw new ApiException(404, 'Not found');
    try {
      const storage = this.storage;
      const claims = storage.verifyDirectUpload(token, this.clock.now());
      const stored = await this.useCase.receive(claims.key, req, browserOf(req), (body) => storage.storeDirectUpload(claims, body));
      return { success: true, size: stored.size };
    } catch (error) {
      if (error instanceof DirectUploadRejectedError) {
        req.resume();
        throw new ApiException(REJECTION_STATUS[error.reason], error.message);
      }
      req.resume();
      throw toHttpError(explainUploadFailure(error, 'The file is larger than the size given for the upload URL'));
    }
  }

  @Post('process-upload')
  @Public()
  @RateLimit('uploads')
  @HttpCode(200)
  @ApiOperation({ summary: 'Checks the uploaded file by content and files it in the artist’s folder' })
  @ApiOkResponse({
    description:
      'public flow §3 Upload result: { success, fileId, url, downloadUrl, fileName, artistName, fileType, folderType, folderStructure, bucketName, size, quality }',
  })
  @ApiInvalidInput('Nothing was uploaded, or an unknown or invalid field')
  @ApiErrorResponse(401, NO_SESSION)
  @ApiNotFoundError(`'${UPLOAD_SERVER_MESSAGES.uploadNotFound}'`)
  @ApiErrorResponse(413, 'The uploaded file is over the limit for its kind')
  @ApiErrorResponse(415, 'The content is not the audio or image format it claims to be')
  @ApiErrorResponse(429, UPLOAD_REFUSED_429)
  @ApiErrorResponse(503, STORAGE_DOWN)
  async process(@Body() body: ProcessUploadDto, @Req() req: Request): Promise<UploadResult> {
    try {
      return await this.useCase.process(
        {
          fileName: body.fileName,
          artistName: body.artistName,
          trackTitle: body.trackTitle ?? '',
          releaseTitle: body.releaseTitle ?? '',
          kind: uploadKindOf(body.fileType)!,
          sessionToken: body.sessionId,
          browser: browserOf(req),
        },
        requesterOf(req),
      );
    } catch (error) {
      throw toHttpError(error);
    }
  }
}
