import { Module } from '@nestjs/common';
import { GetCatalogueImageUseCase } from '../../application/use-cases/music-catalogue/catalogue-image.use-case';
import { GetAlbumMetadataUseCase } from '../../application/use-cases/music-catalogue/get-album-metadata.use-case';
import { GetTrackMetadataUseCase } from '../../application/use-cases/music-catalogue/get-track-metadata.use-case';
import { SearchArtistsUseCase } from '../../application/use-cases/music-catalogue/search-artists.use-case';
import { SearchMusicUseCase } from '../../application/use-cases/music-catalogue/search-music.use-case';
import { TestCatalogueConnectionUseCase } from '../../application/use-cases/music-catalogue/test-catalogue-connection.use-case';
import { VerifyArtistUseCase } from '../../application/use-cases/music-catalogue/verify-artist.use-case';
import type { MusicCatalogue } from '../../application/ports/music-catalogue.port';
import { constructWith } from '../infrastructure/construct-with';
import { RateLimitGuard } from '../public-flow/rate-limit.guard';
import { CatalogueImagesController } from './catalogue-images.controller';
import { MusicCatalogueController } from './music-catalogue.controller';

const overCatalogue = <T>(UseCase: new (deps: { catalogue: MusicCatalogue }) => T) =>
  constructWith(UseCase, { catalogue: 'musicCatalogue' });

/** Music lookups: the configured catalogue adapter behind /api/spotify/*. */
@Module({
  controllers: [MusicCatalogueController, CatalogueImagesController],
  providers: [
    RateLimitGuard,
    overCatalogue(SearchArtistsUseCase),
    overCatalogue(SearchMusicUseCase),
    overCatalogue(VerifyArtistUseCase),
    overCatalogue(GetAlbumMetadataUseCase),
    overCatalogue(GetTrackMetadataUseCase),
    overCatalogue(TestCatalogueConnectionUseCase),
    constructWith(GetCatalogueImageUseCase, { source: 'catalogueImages' }),
  ],
})
export class MusicCatalogueModule {}
