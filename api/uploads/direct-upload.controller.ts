import { applyDecorators, Body, Controller, Param, Req, UseGuards } from '@nestjs/common';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { DirectPutResponse, UploadResult, UploadUrlResponse } from '../../wire';
import { ReceiveDirectUploadUseCase } from '../../application/use-cases/uploads/receive-direct-upload.use-case';
import { DirectUploadUseCase } from '../../application/use-cases/uploads/direct-upload.use-case';
import { explainUploadFailure } from '../../application/use-cases/uploads/store-upload';
import { asUploadRefusal } from '../../application/use-cases/uploads/upload-error';
import { UPLOAD_SERVER_MESSAGES, uploadKindOf } from '../../domain/files/upload.messages';
import { Public } from '../common/access/access.decorators';
import { ApiErrorResponse, INVALID_INPUT } from '../common/http/api-error-responses.decorator';
import { GenerateUploadUrlDto, ProcessUploadDto } from './direct-upload.dto';
import { RateLimit, RateLimitGuard } from '../public-flow/rate-limit.guard';
import { UPLOAD_REFUSED_429 } from './upload-error.mapper';
import { addressOf, browserOf, requesterOf } from './upload-request';
import { Route } from '../common/route.decorators';

const PUT_TOO_LARGE = 'The file is larger than the size given for the upload URL';
const NO_SESSION = `'${UPLOAD_SERVER_MESSAGES.sessionRequired}' (no valid form session and no signed-in artist)`;
const STORAGE_DOWN = `'${UPLOAD_SERVER_MESSAGES.storageUnavailable}': the browser falls back to the standard upload`;

/**
 * The URL and the processing step: each counts against the uploads rate limit, and both refuse the same way
 * (no form session, too many uploads, storage down).
 */
const UploadStep = () =>
  applyDecorators(
    RateLimit('uploads'),
    ApiErrorResponse(401, NO_SESSION),
    ApiErrorResponse(429, UPLOAD_REFUSED_429),
    ApiErrorResponse(503, STORAGE_DOWN),
  );

/** Runs an upload step; whatever it throws answers as the upload refusal it stands for. */
async function refusedAsUpload<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw asUploadRefusal(error);
  }
}

/** The three-call direct upload (public flow §4, §7); any storage fault answers 503 so the browser falls back. */
@ApiTags('uploads')
@Controller('cloud-storage')
@UseGuards(RateLimitGuard)
@Public()
export class DirectUploadController {
  constructor(
    private readonly useCase: DirectUploadUseCase,
    private readonly receiveUpload: ReceiveDirectUploadUseCase,
  ) {}

  @Route('POST', 'generate-upload-url', 'UploadUrlResponse', {
    summary: 'A signed, expiring URL to PUT the file to',
    ok: 'PUT the bytes to uploadUrl with these headers',
    refuses: {
      400: INVALID_INPUT,
      413: 'The file size is over the limit for its kind',
      415: 'A file type or extension the portal does not take',
    },
  })
  @UploadStep()
  async generate(@Body() body: GenerateUploadUrlDto, @Req() req: Request): Promise<UploadUrlResponse> {
    const ticket = await refusedAsUpload(() =>
      this.useCase.createUrl(
        { ...body, kind: uploadKindOf(body.fileType)!, sessionToken: body.sessionId, browser: browserOf(req), address: addressOf(req) },
        requesterOf(req),
      ),
    );
    return { success: true, ...ticket };
  }

  @Route('PUT', 'direct-upload/:token', 'DirectPutResponse', {
    summary: 'The local adapter’s signed PUT target (object stores take the PUT themselves)',
    refuses: {
      400: 'The body length differs from the size given for the upload URL',
      403: 'The upload token is invalid or expired',
      404: 'Not found: the active storage adapter takes the PUT itself',
      409: 'The upload token was used already',
      413: PUT_TOO_LARGE,
      503: STORAGE_DOWN,
    },
  })
  @ApiBody({
    description: 'The raw file bytes (Content-Length must match the size given for the URL)',
    schema: { type: 'string', format: 'binary' },
  })
  async put(@Param('token') token: string, @Req() req: Request): Promise<DirectPutResponse> {
    try {
      const stored = await this.receiveUpload.execute(token, req, browserOf(req));
      return { success: true, size: stored.size };
    } catch (error) {
      req.resume();
      throw asUploadRefusal(explainUploadFailure(error, PUT_TOO_LARGE));
    }
  }

  @Route('POST', 'process-upload', 'UploadResult', {
    summary: 'Checks the uploaded file by content and files it in the artist’s folder',
    refuses: {
      400: 'Nothing was uploaded, or an unknown or invalid field',
      404: `'${UPLOAD_SERVER_MESSAGES.uploadNotFound}'`,
      413: 'The uploaded file is over the limit for its kind',
      415: 'The content is not the audio or image format it claims to be',
    },
  })
  @UploadStep()
  async process(@Body() body: ProcessUploadDto, @Req() req: Request): Promise<UploadResult> {
    return refusedAsUpload(() =>
      this.useCase.process(
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
      ),
    );
  }
}
