import type { StaffArtist } from '../../wire/staff-artists.wire';
import type { WithDates } from './with-dates';

/** One artist as staff see them on the artists list. */
export type StaffArtistRow = Omit<WithDates<StaffArtist, 'createdAt' | 'lastSignInAt'>, 'agreement'> & {
  agreement: WithDates<NonNullable<StaffArtist['agreement']>, 'completedAt'> | null;
};

export interface StaffArtistsQueries {
  /** By artist name, then id; search on artist name, artist ID and email. */
  list(options: { search?: string; limit: number; offset: number }): Promise<StaffArtistRow[]>;
  find(artistId: string): Promise<StaffArtistRow | undefined>;
}
export const STAFF_ARTISTS_QUERIES = Symbol('StaffArtistsQueries');
