import type { StoredTrack, SubmissionDraft } from '../../../application/ports/submission.repository.port';
import { TRACK_FIELD_NAMES, type TrackFields } from '../../../domain/tracks';
import type { submissionTracks } from '../schema';

// The submission fields kept as they are in a column of the same name: written and read back by the same list.

export const SUBMISSION_ROW_FIELDS = [
  'artistId',
  'releaseTitle',
  'releaseDate',
  'firstName',
  'surname',
  'email',
  'artistName',
  'boardItemId',
] as const satisfies readonly (keyof SubmissionDraft)[];

export const DETAILS_ROW_FIELDS = [
  'itemName',
  'formSessionId',
  'invitationId',
  'returningLinkId',
  'country',
  'city',
  'phone',
  'instagramProfile',
  'tiktokProfile',
  'noInstagram',
  'noTikTok',
  'spotifyProfile',
  'listenLink',
  'primaryGenre',
  'subGenre',
  'earlyReleaseRequest',
  'earlyReleaseReason',
  'influences',
  'bio',
  'proNumber',
  'publishingInterest',
  'distributor',
  'fullReleaseDate',
  'artworkFileId',
  'artworkUrl',
  'botScore',
] as const satisfies readonly (keyof SubmissionDraft)[];

/** Every declared track field has a submission_tracks column of its name and type, or this fails to compile. */
type Conforms<Columns extends Shape, Shape> = Columns;
type TrackColumns = Conforms<Pick<typeof submissionTracks.$inferSelect, keyof TrackFields>, TrackFields>;

export const TRACK_ROW_FIELDS: readonly (keyof TrackColumns | 'clientId' | 'fileId' | 'fileName' | 'customArtworkFileId')[] = [
  'clientId',
  'fileId',
  'fileName',
  'customArtworkFileId',
  ...TRACK_FIELD_NAMES,
] satisfies readonly (keyof StoredTrack)[];

/** The named fields of `source`, and only those. */
export function pick<T, K extends keyof T>(source: T, fields: readonly K[]): Pick<T, K> {
  return Object.fromEntries(fields.map((field) => [field, source[field]])) as Pick<T, K>;
}
