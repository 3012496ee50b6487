import type { StaffArtistRow, StaffArtistsQueries } from '../../ports/staff-artists.queries.port';

export interface StaffArtistsPage {
  search?: string;
  limit: number;
  offset: number;
}

/** Artists as staff see them: agreement status, submissions and last sign-in, by artist name. */
export class ListStaffArtistsUseCase {
  constructor(private readonly deps: { queries: StaffArtistsQueries }) {}

  execute(page: StaffArtistsPage): Promise<StaffArtistRow[]> {
    return this.deps.queries.list(page);
  }
}
