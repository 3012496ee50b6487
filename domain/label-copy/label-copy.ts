// Label copy: the release's and its tracks' values a store prints, which staff may correct on the desk.
import type { FieldSpecsOf } from '../forms/field-spec';
import { COUNT_LIMITS } from '../forms/input-limits';
import { RELEASE_FIELDS, type ReleaseFields } from '../release/release-fields';
import { TRACK_FIELDS } from '../tracks/track-fields';
import { FIRST_LINE_YEAR } from './copyright-line';

/** The release's label copy (the release declaration's own fields); a null year or a blank owner or label name means the label's default. */
export type ReleaseLabelCopy = Pick<
  ReleaseFields,
  'releaseTitle' | 'primaryGenre' | 'subGenre' | 'pLineYear' | 'pLineOwner' | 'cLineYear' | 'cLineOwner' | 'labelName'
>;

/** One track's label copy; `explicit` is the parental advisory (null when the artist has not said). */
export interface TrackLabelCopy {
  title: string;
  version: string;
  /** ISO 639-1. */
  lyricsLanguage: string | null;
  explicit: boolean | null;
}

export interface LabelCopy extends ReleaseLabelCopy {
  /** In track order. */
  tracks: (TrackLabelCopy & { position: number })[];
}

/** A staff correction: only the values given change; tracks are named by position (0-based). */
export type LabelCopyPatch = Partial<ReleaseLabelCopy> & { tracks?: (Partial<TrackLabelCopy> & { position: number })[] };

/** The release's label copy fields, declared once: the API's decorators, the desk's inputs and the timeline read them. */
export const LABEL_COPY_FIELDS = {
  releaseTitle: RELEASE_FIELDS.releaseTitle,
  primaryGenre: RELEASE_FIELDS.primaryGenre,
  subGenre: { ...RELEASE_FIELDS.subGenre, label: 'Secondary genre' },
  // The API edge takes any whole year from the first; the upper bound needs today, so the rules check it.
  pLineYear: { kind: 'count', label: RELEASE_FIELDS.pLineYear.label, min: FIRST_LINE_YEAR, max: COUNT_LIMITS.productionYear },
  pLineOwner: RELEASE_FIELDS.pLineOwner,
  cLineYear: { kind: 'count', label: RELEASE_FIELDS.cLineYear.label, min: FIRST_LINE_YEAR, max: COUNT_LIMITS.productionYear },
  cLineOwner: RELEASE_FIELDS.cLineOwner,
  labelName: RELEASE_FIELDS.labelName,
} as const satisfies FieldSpecsOf<ReleaseLabelCopy>;

/** A track's label copy fields: the track declaration's own, and the parental advisory as 'Explicit'. */
export const TRACK_LABEL_COPY_FIELDS = {
  title: TRACK_FIELDS.title,
  version: TRACK_FIELDS.version,
  lyricsLanguage: TRACK_FIELDS.lyricsLanguage,
  explicit: { kind: 'flag', label: 'Explicit' },
} as const;

export type ReleaseLabelCopyField = keyof ReleaseLabelCopy;
export type TrackLabelCopyField = keyof TrackLabelCopy;
export const RELEASE_LABEL_COPY_NAMES = Object.keys(LABEL_COPY_FIELDS) as ReleaseLabelCopyField[];
export const TRACK_LABEL_COPY_NAMES = Object.keys(TRACK_LABEL_COPY_FIELDS) as TrackLabelCopyField[];

/** Statuses in which staff correct label copy: sent and not closed (a draft is the artist's, a rejection is final). */
export const CORRECTABLE_STATUSES: readonly string[] = ['pending', 'changes requested', 'approved', 'live'];

export const LABEL_COPY_MESSAGES = {
  nothingToCorrect: 'Give at least one label copy value to correct.',
  noSuchTrack: (position: number) => `The release has no track ${position + 1}.`,
  notCorrectable: (status: string) =>
    `Label copy is corrected on a pending, changes-requested, approved or live release; this one is ${status}.`,
  corrected: (label: string, before: string, after: string) => `Staff corrected ${label}: ${before} → ${after}`,
  labelDefault: "the label's default",
  blank: 'blank',
} as const;
