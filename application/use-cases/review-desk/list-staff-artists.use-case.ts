import type { StaffArtistRow, StaffArtistsQueries } from '../../ports/staff-artists.queries.port';

export interface StaffArtistsPage {
  search?: string;
  limit: number;
  offset: number;
}

/** Artists as staff see them: contract status, submissions and last sign-in, by artist name. */
export class ListStaffArtistsUseCase {
  constructor(private readonly queries: StaffArtistsQueries) {}

  execute(page: StaffArtistsPage): Promise<StaffArtistRow[]> {
    return this.queries.list(page);
  }
}
