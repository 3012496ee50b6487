import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { GetCatalogueImageUseCase } from '../../application/use-cases/music-catalogue/catalogue-image.use-case';
import { Public } from '../common/access/access.decorators';
import { ApiBinaryOk, ApiNotFoundError } from '../common/http/api-error-responses.decorator';
import { AppError } from '../../application/errors/app-error';

export const IMAGE_NOT_FOUND = 'Image not found';
/** Even opened directly, the SVG may not run script, load anything or be framed. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/**
 * The demo catalogue's artwork, generated and immutable per id. No lookup rate limit on purpose: a search
 * page shows up to ten of these, and serving one costs less than counting it.
 */
@ApiTags('music catalogue')
@Controller('spotify/images')
@Public()
export class CatalogueImagesController {
  constructor(private readonly images: GetCatalogueImageUseCase) {}

  @Get(':file')
  @ApiOperation({ summary: 'Artwork of the demo catalogue (album cover or artist portrait)' })
  @ApiBinaryOk('An SVG cover or portrait (cached for a year)', 'image/svg+xml')
  @ApiNotFoundError(`'${IMAGE_NOT_FOUND}'`)
  image(@Param('file') file: string, @Res({ passthrough: true }) res: Response): string {
    const image = this.images.execute(file);
    if (!image) throw new AppError('not_found', IMAGE_NOT_FOUND);
    res.setHeader('Content-Type', `${image.contentType}; charset=utf-8`);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', IMAGE_CSP);
    return image.body;
  }
}
