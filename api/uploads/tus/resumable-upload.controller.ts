import { All, Controller, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/access/access.decorators';
import { errorBody } from '../../common/http/error-response';
import type { ResumableUploads } from './resumable-uploads';

export const RESUMABLE_UPLOADS = Symbol('ResumableUploads');
const TUS_METHODS = new Set(['OPTIONS', 'POST', 'HEAD', 'PATCH', 'DELETE']);

/**
 * tus 1.0 (core, creation, termination, expiration) at /api/uploads/tus: POST creates, HEAD tells the offset,
 * PATCH appends, DELETE terminates. The tus protocol is described by tus.io, not by this API's OpenAPI document.
 */
@ApiExcludeController()
@Controller('uploads/tus')
export class ResumableUploadController {
  constructor(@Inject(RESUMABLE_UPLOADS) private readonly uploads: ResumableUploads) {}

  @All(['', '*splat'])
  @Public()
  async handle(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!TUS_METHODS.has(req.method)) {
      res.status(405).setHeader('Allow', [...TUS_METHODS].join(', ')).json(errorBody('Method not allowed'));
      return;
    }
    await this.uploads.server.handle(req, res);
  }
}
