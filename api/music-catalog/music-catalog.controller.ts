import { Body, Controller, Get, HttpCode, HttpException, Inject, Param, Post, Query, UseFilters, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { GetAlbumMetadataUseCase } from '../../application/use-cases/music-catalog/get-album-metadata.use-case';
import { GetTrackMetadataUseCase } from '../../application/use-cases/music-catalog/get-track-metadata.use-case';
import { SearchArtistsUseCase } from '../../application/use-cases/music-catalog/search-artists.use-case';
import { SearchMusicUseCase } from '../../application/use-cases/music-catalog/search-music.use-case';
import { TestCatalogConnectionUseCase } from '../../application/use-cases/music-catalog/test-catalog-connection.use-case';
import { VerifyArtistUseCase } from '../../application/use-cases/music-catalog/verify-artist.use-case';
import { UseCaseError } from '../../application/use-cases/public-flow/use-case-error';
import { Public } from '../common/access/access.decorators';
import { errorBody } from '../common/http/error-response';
import { RateLimit, RateLimitGuard } from '../public-flow/rate-limit.guard';
import { SafeBodyInterceptor } from '../public-flow/safe-body.interceptor';
import { UseCaseErrorFilter } from '../public-flow/use-case-error.filter';
import { limitOf, SearchArtistsQueryDto, SearchMusicQueryDto, VerifyArtistDto } from './music-catalog.dto';

const OUTAGE = 'The catalogue provider is down or rate-limiting us: { success: false, error }';
const LIMITED = 'RATE_LIMIT_LOOKUPS per IP and window';

/** The music lookup client's calls (public flow §7 /api/spotify/*), over the configured MusicCatalog. */
@ApiTags('music catalogue')
@Controller('spotify')
@Public()
@UseGuards(RateLimitGuard)
@UseInterceptors(SafeBodyInterceptor)
@UseFilters(UseCaseErrorFilter)
export class MusicCatalogController {
  constructor(
    @Inject(SearchArtistsUseCase) private readonly artists: SearchArtistsUseCase,
    @Inject(SearchMusicUseCase) private readonly music: SearchMusicUseCase,
    @Inject(VerifyArtistUseCase) private readonly verification: VerifyArtistUseCase,
    @Inject(GetAlbumMetadataUseCase) private readonly albums: GetAlbumMetadataUseCase,
    @Inject(GetTrackMetadataUseCase) private readonly tracks: GetTrackMetadataUseCase,
    @Inject(TestCatalogConnectionUseCase) private readonly connection: TestCatalogConnectionUseCase,
  ) {}

  @RateLimit('lookups')
  @Get('search/artists')
  @ApiOkResponse({ description: '{ success: true, artists: [{ id, name, url, image }] }' })
  @ApiBadRequestResponse({ description: "'Search query cannot be empty', a non-numeric limit or an unknown parameter" })
  @ApiTooManyRequestsResponse({ description: LIMITED })
  @ApiServiceUnavailableResponse({ description: OUTAGE })
  async searchArtists(@Query() query: SearchArtistsQueryDto) {
    return { success: true, artists: await this.artists.execute(query.q, limitOf(query)) };
  }

  @RateLimit('lookups')
  @Get('search/music')
  @ApiOkResponse({ description: '{ success: true, items: [{ id, type, title, artist, image, url, releaseDate }] } (tracks, then albums)' })
  @ApiBadRequestResponse({ description: "'Search query cannot be empty', a bad type or limit" })
  @ApiTooManyRequestsResponse({ description: LIMITED })
  @ApiServiceUnavailableResponse({ description: OUTAGE })
  async searchMusic(@Query() query: SearchMusicQueryDto) {
    return { success: true, items: await this.music.execute(query.q, query.type, limitOf(query)) };
  }

  @RateLimit('lookups')
  @Post('verify/artist')
  @HttpCode(200)
  @ApiOkResponse({ description: "{ success: true, valid, artistName, artistImage, error } ('Could not verify Spotify profile' when unknown)" })
  @ApiBadRequestResponse({ description: "{ success: false, valid: false, error: 'Please enter a Spotify artist URL' | 'Please enter a valid Spotify artist URL (e.g., ...)' }" })
  @ApiTooManyRequestsResponse({ description: LIMITED })
  async verifyArtist(@Body() body: VerifyArtistDto) {
    try {
      return { success: true, ...(await this.verification.execute(body.artistUrl)) };
    } catch (error) {
      // The verification result's shape, so the client can read `valid` and `error` on a refusal too.
      if (error instanceof UseCaseError && error.kind === 'invalid') {
        throw new HttpException({ ...errorBody(error.message, error.details), valid: false, artistName: null, artistImage: null }, 400);
      }
      throw error;
    }
  }

  @RateLimit('lookups')
  @Get('albums/:id/metadata')
  @ApiOkResponse({ description: '{ success: true, albumTitle, artist, label, releaseDate, totalTracks, tracks, spotifyUrl, images, copyrights, upc }' })
  @ApiBadRequestResponse({ description: "'Album ID cannot be empty'" })
  @ApiNotFoundResponse({ description: "'Album not found'" })
  @ApiServiceUnavailableResponse({ description: OUTAGE })
  async albumMetadata(@Param('id') id: string) {
    return { success: true, ...(await this.albums.execute(id)) };
  }

  @RateLimit('lookups')
  @Get('tracks/:id/metadata')
  @ApiOkResponse({ description: '{ success: true, title, artist, album, label, releaseDate, duration, isrc, spotifyUrl, albumArt, upc }' })
  @ApiBadRequestResponse({ description: "'Track ID cannot be empty'" })
  @ApiNotFoundResponse({ description: "'Track not found'" })
  @ApiServiceUnavailableResponse({ description: OUTAGE })
  async trackMetadata(@Param('id') id: string) {
    return { success: true, ...(await this.tracks.execute(id)) };
  }

  @RateLimit('lookups')
  @Get('test')
  @ApiOkResponse({ description: '{ success, message, adapter }' })
  @ApiServiceUnavailableResponse({ description: '{ success: false, error, message }' })
  async test() {
    const result = await this.connection.execute();
    if (!result.ok) throw new HttpException({ ...errorBody(result.message), message: result.message, adapter: result.adapter }, 503);
    return { success: true, message: result.message, adapter: result.adapter };
  }
}
