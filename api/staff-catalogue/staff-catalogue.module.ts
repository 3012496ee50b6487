import { Module } from '@nestjs/common';
import { GetStaffArtistPageUseCase } from '../../application/use-cases/staff-catalogue/get-staff-artist-page.use-case';
import { ListCatalogueUseCase } from '../../application/use-cases/staff-catalogue/list-catalogue.use-case';
import { constructWith } from '../infrastructure/construct-with';
import { StaffCatalogueController } from './staff-catalogue.controller';

/** The staff's catalogue views: an artist's page and the label's approved, delivered and live releases. */
@Module({
  controllers: [StaffCatalogueController],
  providers: [
    constructWith(GetStaffArtistPageUseCase, { artists: 'staffArtists', profiles: 'artistProfiles', catalogue: 'staffCatalogue' }),
    constructWith(ListCatalogueUseCase, { queries: 'staffCatalogue' }),
  ],
})
export class StaffCatalogueModule {}
