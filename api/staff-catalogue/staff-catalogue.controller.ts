import { Param, Query } from '@nestjs/common';
import { GetStaffArtistPageUseCase } from '../../application/use-cases/staff-catalogue/get-staff-artist-page.use-case';
import { ListCatalogueUseCase } from '../../application/use-cases/staff-catalogue/list-catalogue.use-case';
import type { StaffArtistPageResponse, StaffCatalogueResponse } from '../../wire';
import { LABEL_CATALOGUE_MESSAGES } from '../../domain/label-catalogue';
import { StaffController } from '../common/controller-kinds.decorators';
import { artistIdOrNotFound } from '../common/http/artist-id-or-not-found.pipe';
import { toStaffArtist } from '../review-desk/review-desk.wire';
import { StaffCatalogueQueryDto } from './staff-catalogue.dto';
import { toCatalogueRelease } from './staff-catalogue.wire';
import { Route } from '../common/route.decorators';

@StaffController('catalogue (staff)', 'staff')
export class StaffCatalogueController {
  constructor(
    private readonly artistPage: GetStaffArtistPageUseCase,
    private readonly listCatalogue: ListCatalogueUseCase,
  ) {}

  @Route('GET', 'artists/:artistId', 'StaffArtistPageResponse', {
    summary: "An artist's page: account, profile, agreement, and every release with its UPC, ISRCs and delivery",
    ok: 'Found by the artist ID staff see (ART-…) or the internal id',
    refuses: { 404: LABEL_CATALOGUE_MESSAGES.artistNotFound },
  })
  async artist(
    @Param('artistId', artistIdOrNotFound(LABEL_CATALOGUE_MESSAGES.artistNotFound)) artistId: string,
  ): Promise<StaffArtistPageResponse> {
    const page = await this.artistPage.execute(artistId);
    const { status, profile } = page.artist;
    return { success: true, artist: { ...toStaffArtist(page.artist), status, profile }, releases: page.releases.map(toCatalogueRelease) };
  }

  @Route('GET', 'catalogue', 'StaffCatalogueResponse', {
    summary: 'Approved, delivered and live releases by release date, with their identifiers and delivery',
    ok: 'Soonest release date first, undated last',
    refuses: { 400: 'An unknown stage, a bad date, a range over 400 days or ending before it starts, or an unknown parameter' },
  })
  async catalogue(@Query() query: StaffCatalogueQueryDto): Promise<StaffCatalogueResponse> {
    const releases = await this.listCatalogue.execute({
      stages: query.stage?.split(','),
      search: query.q?.trim() || undefined,
      releaseFrom: query.releaseFrom,
      releaseTo: query.releaseTo,
      limit: query.limit,
    });
    return { success: true, releases: releases.map(toCatalogueRelease) };
  }
}
