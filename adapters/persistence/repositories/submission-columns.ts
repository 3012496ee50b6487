import type { StoredTrack, SubmissionDraft } from '../../../application/ports/submission.repository.port';
import { RELEASE_FIELD_NAMES, type ReleaseFieldName, type ReleaseFields } from '../../../domain/release/release-fields';
import type { AssertPlaced, EveryFieldPlaced } from '../../../domain/forms/field-placement';
import { TRACK_FIELD_NAMES, type TrackFieldName, type TrackFields } from '../../../domain/tracks';
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

type SubmissionRow = typeof submissions.$inferSelect;
type DetailsRow = typeof submissionDetails.$inferSelect;
type TrackRow = typeof submissionTracks.$inferSelect;

/**
 * Every declared release field has a column of its name that holds its type, or this fails to compile: a missing
 * column is named with its table (`DeclaredFieldWithoutPlace<'field', 'table: …'>`), a column of another type by the
 * field's name.
 */
export type ReleaseColumns = [
  AssertPlaced<
    EveryFieldPlaced<
      OnSubmissions,
      keyof SubmissionRow,
      'submissions: a column of the field’s name in snake_case and type (adapters/persistence/schema) and its migration'
    >
  >,
  AssertPlaced<
    EveryFieldPlaced<
      OnDetails,
      keyof DetailsRow,
      'submission_details: a column of the field’s name in snake_case and type (adapters/persistence/schema) and its migration'
    >
  >,
  Conforms<Pick<ReleaseFields, OnSubmissions & keyof SubmissionRow>, Pick<SubmissionRow, OnSubmissions & keyof SubmissionRow>>,
  Conforms<Pick<ReleaseFields, OnDetails & keyof DetailsRow>, Pick<DetailsRow, OnDetails & keyof DetailsRow>>,
];

/** Every declared track field has a submission_tracks column of its name and type, or this fails to compile (as above). */
export type TrackColumns = [
  AssertPlaced<
    EveryFieldPlaced<
      TrackFieldName,
      keyof TrackRow,
      'submission_tracks: a column of the field’s name in snake_case and type (adapters/persistence/schema) and its migration'
    >
  >,
  Conforms<Pick<TrackRow, TrackFieldName & keyof TrackRow>, Pick<TrackFields, TrackFieldName & keyof TrackRow>>,
];

/** A track's own columns besides its declared fields. */
export const TRACK_OWN_COLUMNS = ['clientId', 'fileId', 'fileName', 'customArtworkFileId'] as const satisfies readonly (keyof TrackRow &
  keyof StoredTrack)[];

export const TRACK_ROW_FIELDS = [...TRACK_OWN_COLUMNS, ...TRACK_FIELD_NAMES] satisfies readonly (keyof StoredTrack)[];

/** A stored track's declared fields, read from its row: `TrackColumns` checks the row has each one, of its type. */
export function trackFieldsOf(row: TrackRow): TrackFields {
  return pick(row as TrackRow & TrackFields, TRACK_FIELD_NAMES);
}

/** The named fields of `source`, and only those. */
export function pick<T, K extends keyof T>(source: T, fields: readonly K[]): Pick<T, K> {
  return Object.fromEntries(fields.map((field) => [field, source[field]])) as Pick<T, K>;
}
