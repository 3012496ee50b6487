import { Get, Param, Post, HttpCode, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import {
  DownloadReleasePackagesUseCase,
  type PackageDownload,
} from '../../application/use-cases/delivery/download-release-packages.use-case';
import { MAX_RELEASES_PER_PACKAGE_DOWNLOAD, RELEASE_PACKAGE_MESSAGES } from '../../domain/release/release-package';
import { StaffController } from '../common/controller-kinds.decorators';
import { ApiBinaryOk, ApiErrorResponse, ApiInvalidInput, ApiNotFoundError } from '../common/http/api-error-responses.decorator';
import { uuidOrNotFound } from '../common/http/uuid-or-not-found.pipe';
import { readPackageSelection } from './package-selection';

const ZIP_DESCRIPTION =
  'A stored (uncompressed) ZIP with a folder per release named by its UPC: the DDEX ERN 4.3.2 message (<upc>.xml), the metadata sheet (<upc>.csv) and resources/ with the WAVs and the artwork';
const NOT_READY = "The release is not approved or live, lacks an identifier or a stored file ('Only approved or live releases…')";
const TOO_LARGE = 'A stored file is larger than one file of a ZIP may hold (4 GiB)';
const NOT_STORE_AUDIO = "A track's WAV is one no store takes (floating-point or other non-PCM samples), named with the reason";

/** 'Download all' on the desk: the delivery package of one release or a selection, streamed as one ZIP. */
@StaffController('release packages (staff)', 'staff/releases')
export class ReleasePackagesController {
  constructor(private readonly download: DownloadReleasePackagesUseCase) {}

  @Get(':id/package.zip')
  @ApiOperation({ summary: "One approved release's delivery package as a ZIP" })
  @ApiBinaryOk(ZIP_DESCRIPTION, 'application/zip')
  @ApiNotFoundError(RELEASE_PACKAGE_MESSAGES.notFound)
  @ApiErrorResponse(409, NOT_READY)
  @ApiErrorResponse(413, TOO_LARGE)
  @ApiErrorResponse(422, NOT_STORE_AUDIO)
  async one(@Param('id', uuidOrNotFound(RELEASE_PACKAGE_MESSAGES.notFound)) id: string, @Res() res: Response): Promise<void> {
    await send(res, await this.download.execute([id]));
  }

  @Post('package.zip')
  @HttpCode(200)
  @ApiOperation({ summary: `The delivery packages of up to ${MAX_RELEASES_PER_PACKAGE_DOWNLOAD} approved releases as one ZIP` })
  @ApiBody({
    description: 'JSON, or a form with repeated ids fields',
    schema: { type: 'object', required: ['ids'], properties: { ids: { type: 'array', items: { type: 'string', format: 'uuid' } } } },
  })
  @ApiBinaryOk(ZIP_DESCRIPTION, 'application/zip')
  @ApiInvalidInput(`No ids, more than ${MAX_RELEASES_PER_PACKAGE_DOWNLOAD}, or an id that is not a UUID`)
  @ApiNotFoundError(RELEASE_PACKAGE_MESSAGES.notFound)
  @ApiErrorResponse(409, NOT_READY)
  @ApiErrorResponse(413, TOO_LARGE)
  @ApiErrorResponse(422, NOT_STORE_AUDIO)
  async selection(@Req() req: Request, @Res() res: Response): Promise<void> {
    await send(res, await this.download.execute(await readPackageSelection(req, res)));
  }
}

async function send(res: Response, zip: PackageDownload): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Length', String(zip.sizeBytes));
  res.setHeader('Content-Disposition', `attachment; filename="${zip.fileName}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // A storage failure mid-way cuts the response short: the client sees an incomplete download, never a wrong file.
  await pipeline(zip.body, res).catch(() => res.destroy());
}
