import { Body, Param, Query } from '@nestjs/common';
import type {
  AlbumMetadata,
  CatalogueConnectionResponse,
  SearchArtistsResponse,
  SearchMusicResponse,
  TrackMetadata,
  VerifyArtistResponse,
} from '../../wire';
import { AppError } from '../../application/errors/app-error';
import { GetAlbumMetadataUseCase } from '../../application/use-cases/music-catalogue/get-album-metadata.use-case';
import { GetTrackMetadataUseCase } from '../../application/use-cases/music-catalogue/get-track-metadata.use-case';
import { SearchArtistsUseCase } from '../../application/use-cases/music-catalogue/search-artists.use-case';
import { SearchMusicUseCase } from '../../application/use-cases/music-catalogue/search-music.use-case';
import { TestCatalogueConnectionUseCase } from '../../application/use-cases/music-catalogue/test-catalogue-connection.use-case';
import { VerifyArtistUseCase } from '../../application/use-cases/music-catalogue/verify-artist.use-case';
import { Public } from '../common/access/access.decorators';
import { ApiErrorResponse, ApiRateLimited } from '../common/http/api-error-responses.decorator';
import { RateLimit } from '../public-flow/rate-limit.guard';
import { PublicFormController } from '../common/controller-kinds.decorators';
import { limitOf, SearchArtistsQueryDto, SearchMusicQueryDto, VerifyArtistDto } from './music-catalogue.dto';
import { Route } from '../common/route.decorators';

const OUTAGE = 'The catalogue provider is down or rate-limiting us: { success: false, error }';

/** The music lookup client's calls (public flow §7 /api/spotify/*), over the configured MusicCatalogue; each counts as a lookup. */
@PublicFormController('music catalogue', 'spotify')
@Public()
@RateLimit('lookups')
@ApiRateLimited('lookups')
export class MusicCatalogueController {
  constructor(
    private readonly artists: SearchArtistsUseCase,
    private readonly music: SearchMusicUseCase,
    private readonly verification: VerifyArtistUseCase,
    private readonly albums: GetAlbumMetadataUseCase,
    private readonly tracks: GetTrackMetadataUseCase,
    private readonly connection: TestCatalogueConnectionUseCase,
  ) {}

  @Route('GET', 'search/artists', 'SearchArtistsResponse', {
    summary: 'Search artists by name (prefix and word)',
    refuses: { 400: "'Search query cannot be empty', a non-numeric limit or an unknown parameter", 503: OUTAGE },
  })
  async searchArtists(@Query() query: SearchArtistsQueryDto): Promise<SearchArtistsResponse> {
    return { success: true, artists: await this.artists.execute(query.q, limitOf(query)) };
  }

  @Route('GET', 'search/music', 'SearchMusicResponse', {
    summary: 'Search tracks and albums',
    ok: 'Tracks, then albums',
    refuses: { 400: "'Search query cannot be empty', a bad type or limit", 503: OUTAGE },
  })
  async searchMusic(@Query() query: SearchMusicQueryDto): Promise<SearchMusicResponse> {
    return { success: true, items: await this.music.execute(query.q, query.type, limitOf(query)) };
  }

  @Route('POST', 'verify/artist', 'VerifyArtistResponse', {
    summary: 'Verify a Spotify artist profile link',
    ok: "valid: false and 'Could not verify Spotify profile' for a profile that does not exist",
  })
  @ApiErrorResponse(
    400,
    "'Please enter a Spotify artist URL' or 'Please enter a valid Spotify artist URL (e.g., ...)', or an unknown field",
    {
      valid: { type: 'boolean', enum: [false] },
      artistName: { type: 'string', nullable: true },
      artistImage: { type: 'string', nullable: true },
    },
  )
  async verifyArtist(@Body() body: VerifyArtistDto): Promise<VerifyArtistResponse> {
    const problem = this.verification.linkProblem(body.artistUrl);
    if (problem) {
      // The verification result's shape, so the client can read `valid` and `error` on a refusal too.
      throw new AppError('invalid', problem.message, { details: [problem], fields: { valid: false, artistName: null, artistImage: null } });
    }
    return { success: true, ...(await this.verification.execute(body.artistUrl)) };
  }

  @Route('GET', 'albums/:id/metadata', 'AlbumMetadata', {
    summary: 'Album metadata: label, release date, tracks, images, copyrights, UPC',
    refuses: { 400: "'Album ID cannot be empty'", 404: "'Album not found'", 503: OUTAGE },
  })
  async albumMetadata(@Param('id') id: string): Promise<AlbumMetadata> {
    return { success: true, ...(await this.albums.execute(id)) };
  }

  @Route('GET', 'tracks/:id/metadata', 'TrackMetadata', {
    summary: 'Track metadata: duration, ISRC, album, label, artwork',
    refuses: { 400: "'Track ID cannot be empty'", 404: "'Track not found'", 503: OUTAGE },
  })
  async trackMetadata(@Param('id') id: string): Promise<TrackMetadata> {
    return { success: true, ...(await this.tracks.execute(id)) };
  }

  @Route('GET', 'test', 'CatalogueConnectionResponse', { summary: 'Test the connection to the configured music catalogue' })
  @ApiErrorResponse(503, 'The catalogue cannot be reached', { message: { type: 'string' }, adapter: { type: 'string' } })
  async test(): Promise<CatalogueConnectionResponse> {
    const result = await this.connection.execute();
    if (!result.ok) throw new AppError('unavailable', result.message, { fields: { message: result.message, adapter: result.adapter } });
    return { success: true, message: result.message, adapter: result.adapter };
  }
}
