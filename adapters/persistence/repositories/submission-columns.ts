import type { StoredTrack, SubmissionDraft } from '../../../application/ports/submission.repository.port';
import { RELEASE_FIELD_NAMES, type ReleaseFieldName, type ReleaseFields } from '../../../domain/release/release-fields';
import { TRACK_FIELD_NAMES, type TrackFields } from '../../../domain/tracks';
import type { submissionDetails, submissions, submissionTracks } from '../schema';

// The submission fields kept as they are in a column of the same name: written and read back by the same list.

/** Who the submission is from, as the artist wrote it: replaced when they send changes. */
export const SUBMITTER_NAME_FIELDS = ['firstName', 'surname', 'artistName'] as const satisfies readonly (keyof SubmissionDraft)[];

export const SUBMISSION_ROW_FIELDS = [
  'artistId',
  'email',
  'boardItemId',
  ...SUBMITTER_NAME_FIELDS,
] as const satisfies readonly (keyof SubmissionDraft)[];

/** What the artist tells about the release and themselves on `submission_details`: replaced when they send changes. */
export const DETAILS_CONTENT_FIELDS = [
  'itemName',
  'country',
  'city',
  'phone',
  'instagramProfile',
  'tiktokProfile',
  'noInstagram',
  'noTikTok',
  'spotifyProfile',
  'listenLink',
  'influences',
  'bio',
  'proNumber',
  'publishingInterest',
  'distributor',
  'artworkFileId',
  'artworkUrl',
] as const satisfies readonly (keyof SubmissionDraft)[];

export const DETAILS_ROW_FIELDS = [
  ...DETAILS_CONTENT_FIELDS,
  'formSessionId',
  'invitationId',
  'returningLinkId',
  'botScore',
] as const satisfies readonly (keyof SubmissionDraft)[];

type Conforms<Columns extends Shape, Shape> = Columns;

/** The declared release fields kept on `submissions`; every other one is a `submission_details` column. */
export const RELEASE_ON_SUBMISSIONS = ['releaseType', 'releaseTitle', 'releaseDate', 'upc'] as const satisfies readonly ReleaseFieldName[];
type OnSubmissions = (typeof RELEASE_ON_SUBMISSIONS)[number];
type OnDetails = Exclude<ReleaseFieldName, OnSubmissions>;
export const RELEASE_ON_DETAILS = RELEASE_FIELD_NAMES.filter(
  (name): name is OnDetails => !(RELEASE_ON_SUBMISSIONS as readonly string[]).includes(name),
);

/** What a resubmission replaces in place: the artist's answers on `submissions`, and on `submission_details`. */
export const CONTENT_ON_SUBMISSIONS = [
  ...RELEASE_ON_SUBMISSIONS,
  ...SUBMITTER_NAME_FIELDS,
  'uploadType',
] as const satisfies readonly (keyof SubmissionDraft)[];
export const CONTENT_ON_DETAILS = [
  ...RELEASE_ON_DETAILS,
  ...DETAILS_CONTENT_FIELDS,
  'additionalData',
] as const satisfies readonly (keyof SubmissionDraft)[];

/** Every declared release field has a column of its name that holds its type, or this fails to compile. */
export type ReleaseColumns = [
  Conforms<Pick<ReleaseFields, OnSubmissions>, Pick<typeof submissions.$inferSelect, OnSubmissions>>,
  Conforms<Pick<ReleaseFields, OnDetails>, Pick<typeof submissionDetails.$inferSelect, OnDetails>>,
];

/** Every declared track field has a submission_tracks column of its name and type, or this fails to compile. */
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
