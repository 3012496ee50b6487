import { Body, Controller, HttpCode, Inject, Param, Post, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { DirectUploadRejectedError, LocalFileStorage } from '../../adapters/file-storage/local.file-storage';
import { FILE_STORAGE, type FileStorage } from '../../application/ports/file-storage.port';
import { CLOCK, type Clock } from '../../application/ports/clock.port';
import { DirectUploadUseCase } from '../../application/use-cases/uploads/direct-upload.use-case';
import { explainUploadFailure } from '../../application/use-cases/uploads/store-upload';
import { uploadKindOf } from '../../domain/files/upload.messages';
import { Public } from '../common/access/access.decorators';
import { ApiException } from '../common/http/api-exception';
import { GenerateUploadUrlDto, ProcessUploadDto } from './direct-upload.dto';
import { toHttpError } from './upload-error.mapper';
import { browserOf, requesterOf } from './upload-request';

const REJECTION_STATUS = { length: 400, used: 409, invalid: 403, expired: 403 } as const;

/** The three-call direct upload (public flow §4, §7); any storage fault answers 503 so the browser falls back. */
@ApiTags('uploads')
@Controller('cloud-storage')
export class DirectUploadController {
  constructor(
    private readonly useCase: DirectUploadUseCase,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post('generate-upload-url')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'A signed, expiring URL to PUT the file to' })
  async generate(@Body() body: GenerateUploadUrlDto, @Req() req: Request) {
    try {
      const ticket = await this.useCase.createUrl(
        { ...body, kind: uploadKindOf(body.fileType)!, sessionToken: body.sessionId, browser: browserOf(req) },
        requesterOf(req),
      );
      return { success: true, ...ticket };
    } catch (error) {
      throw toHttpError(error);
    }
  }

  @Put('direct-upload/:token')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'The local adapter’s signed PUT target (object stores take the PUT themselves)' })
  async put(@Param('token') token: string, @Req() req: Request) {
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
  @HttpCode(200)
  @ApiOperation({ summary: 'Checks the uploaded file by content and files it in the artist’s folder' })
  async process(@Body() body: ProcessUploadDto, @Req() req: Request) {
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
