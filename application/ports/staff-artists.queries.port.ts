import type { StaffArtist } from '../../contracts/staff-artists.contract';
import type { WithDates } from './with-dates';

/** One artist as staff see them on the artists list. */
export type StaffArtistRow = Omit<WithDates<StaffArtist, 'createdAt' | 'lastSignInAt'>, 'contract'> & {
  contract: WithDates<NonNullable<StaffArtist['contract']>, 'completedAt'> | null;
};

export interface StaffArtistsQueries {
  /** By artist name, then id; search on artist name, artist ID and email. */
  list(options: { search?: string; limit: number; offset: number }): Promise<StaffArtistRow[]>;
  find(artistId: string): Promise<StaffArtistRow | undefined>;
}
export const STAFF_ARTISTS_QUERIES = Symbol('StaffArtistsQueries');
