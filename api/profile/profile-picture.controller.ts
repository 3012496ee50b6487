import { Get, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation } from '@nestjs/swagger';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { ProfileResponse } from '../../wire';
import { GetArtistProfileUseCase } from '../../application/use-cases/profile/get-artist-profile.use-case';
import { ProfilePictureUseCase } from '../../application/use-cases/profile/profile-picture.use-case';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_MESSAGES } from '../../domain/profile';
import type { RequestWithPrincipal } from '../common/access/principal';
import { ApiBinaryOk, ApiNotFoundError } from '../common/http/api-error-responses.decorator';
import { AppError } from '../../application/errors/app-error';
import { ArtistController } from '../common/controller-kinds.decorators';
import { Route } from '../common/route.decorators';

/** Reads the one `picture` part of a multipart body into memory (at most the limit plus one byte). */
function readPicture(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { files: 1, fields: 5, fieldSize: 1024, fileSize: PROFILE_PICTURE_MAX_BYTES },
      });
    } catch {
      return reject(new AppError('invalid', PROFILE_PICTURE_MESSAGES.required));
    }
    let picture: Promise<Buffer> | null = null;
    parser.on('file', (name, stream) => {
      if (name !== 'picture' || picture) return stream.resume();
      picture = new Promise((done, fail) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('limit', () => fail(new AppError('too_large', PROFILE_PICTURE_MESSAGES.tooLarge)));
        stream.on('end', () => done(Buffer.concat(chunks)));
      });
      picture.catch(() => stream.resume());
    });
    parser.on('error', () => reject(new AppError('invalid', PROFILE_PICTURE_MESSAGES.required)));
    parser.on('close', () =>
      picture
        ? void picture.then(resolve, reject)
        : reject(
            new AppError('invalid', PROFILE_PICTURE_MESSAGES.required, {
              details: [{ field: 'picture', message: PROFILE_PICTURE_MESSAGES.required }],
            }),
          ),
    );
    req.pipe(parser);
  });
}

@ArtistController('artist portal', 'profile/picture')
export class ProfilePictureController {
  constructor(
    private readonly pictures: ProfilePictureUseCase,
    private readonly getProfile: GetArtistProfileUseCase,
  ) {}

  @Route('POST', '/', 'ProfileResponse', {
    summary: 'Replace the profile picture (field `picture`: JPEG or PNG, checked by content, at most 5 MB)',
    refuses: {
      400: `'${PROFILE_PICTURE_MESSAGES.required}', or a file that is not a JPEG or PNG image`,
      413: PROFILE_PICTURE_MESSAGES.tooLarge,
    },
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['picture'],
      properties: { picture: { type: 'string', format: 'binary', description: 'JPEG or PNG, checked by content' } },
    },
  })
  async upload(@Req() req: RequestWithPrincipal): Promise<ProfileResponse> {
    const artistId = req.principal!.id;
    await this.pictures.replace(artistId, await readPicture(req));
    return { success: true, profile: await this.getProfile.execute(artistId) };
  }

  @Get()
  @ApiOperation({ summary: 'The signed-in artist’s own picture (binary)' })
  @ApiBinaryOk("The signed-in artist's own picture", 'image/jpeg', 'image/png')
  @ApiNotFoundError(PROFILE_PICTURE_MESSAGES.notFound)
  async read(@Req() req: RequestWithPrincipal, @Res() res: Response) {
    const picture = await this.pictures.read(req.principal!.id);
    res.setHeader('Content-Type', picture.contentType);
    res.setHeader('Content-Length', String(picture.size));
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    await pipeline(picture.body, res).catch(() => res.destroy());
  }
}
