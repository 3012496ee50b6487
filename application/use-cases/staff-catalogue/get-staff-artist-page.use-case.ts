import type { StaffArtistProfile } from '../../../wire/staff-catalogue.wire';
import { LABEL_CATALOGUE_MESSAGES } from '../../../domain/label-catalogue';
import { PROFILE_LINK_FIELDS, type ProfileLinkField, profileCompletion } from '../../../domain/profile';
import type { ArtistProfileRecord, ArtistProfileRepository } from '../../ports/artist-profile.repository.port';
import type { StaffArtistRow, StaffArtistsQueries } from '../../ports/staff-artists.queries.port';
import type { StaffCatalogueQueries } from '../../ports/staff-catalogue.queries.port';
import { NotFoundError } from '../profile/profile.errors';
import { type StagedRelease, staged } from './catalogue-release';

export interface StaffArtistPage {
  artist: StaffArtistRow & { status: string; profile: StaffArtistProfileView };
  releases: StagedRelease[];
}

/** The artist's own profile as staff read it: the wire's shape, nothing stored beside it. */
export type StaffArtistProfileView = StaffArtistProfile;

function profileView(record: ArtistProfileRecord): StaffArtistProfileView {
  const links = (Object.keys(PROFILE_LINK_FIELDS) as ProfileLinkField[])
    .filter((field) => record[field].trim())
    .map((field) => ({ label: PROFILE_LINK_FIELDS[field], url: record[field].trim() }));
  const { name, nationality, country, city, biography, pplId, prsId } = record;
  return { name, nationality, country, city, biography, links, pplId, prsId, completion: profileCompletion(record) };
}

export interface GetStaffArtistPageDeps {
  artists: StaffArtistsQueries;
  profiles: ArtistProfileRepository;
  catalogue: StaffCatalogueQueries;
}

/** /artist/{artistId} for staff: the artist's account, profile, agreement and every release with its identifiers. */
export class GetStaffArtistPageUseCase {
  constructor(private readonly deps: GetStaffArtistPageDeps) {}

  async execute(artistId: string): Promise<StaffArtistPage> {
    const [artist, profile] = await Promise.all([this.deps.artists.find(artistId), this.deps.profiles.find(artistId)]);
    if (!artist || !profile) throw new NotFoundError(LABEL_CATALOGUE_MESSAGES.artistNotFound);
    const releases = await this.deps.catalogue.releasesOf(artistId);
    return { artist: { ...artist, status: profile.status, profile: profileView(profile) }, releases: releases.map(staged) };
  }
}
