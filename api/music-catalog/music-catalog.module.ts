import { Module } from '@nestjs/common';
import { GetCatalogImageUseCase } from '../../application/use-cases/music-catalog/catalog-image.use-case';
import { GetAlbumMetadataUseCase } from '../../application/use-cases/music-catalog/get-album-metadata.use-case';
import { GetTrackMetadataUseCase } from '../../application/use-cases/music-catalog/get-track-metadata.use-case';
import { SearchArtistsUseCase } from '../../application/use-cases/music-catalog/search-artists.use-case';
import { SearchMusicUseCase } from '../../application/use-cases/music-catalog/search-music.use-case';
import { TestCatalogConnectionUseCase } from '../../application/use-cases/music-catalog/test-catalog-connection.use-case';
import { VerifyArtistUseCase } from '../../application/use-cases/music-catalog/verify-artist.use-case';
import type { MusicCatalog } from '../../application/ports/music-catalog.port';
import { constructWith } from '../infrastructure/construct-with';
import { RateLimitGuard } from '../public-flow/rate-limit.guard';
import { CatalogImagesController } from './catalog-images.controller';
import { MusicCatalogController } from './music-catalog.controller';

const overCatalog = <T>(UseCase: new (deps: { catalog: MusicCatalog }) => T) => constructWith(UseCase, { catalog: 'musicCatalog' });

/** Music lookups: the configured catalogue adapter behind /api/spotify/*. */
@Module({
  controllers: [MusicCatalogController, CatalogImagesController],
  providers: [
    RateLimitGuard,
    overCatalog(SearchArtistsUseCase),
    overCatalog(SearchMusicUseCase),
    overCatalog(VerifyArtistUseCase),
    overCatalog(GetAlbumMetadataUseCase),
    overCatalog(GetTrackMetadataUseCase),
    overCatalog(TestCatalogConnectionUseCase),
    constructWith(GetCatalogImageUseCase, { source: 'catalogImages' }),
  ],
})
export class MusicCatalogModule {}
