import type { FieldIssue } from '../shared/field-issue';
import { isBlank } from '../shared/text';
import { isPrimaryGenre } from '../taxonomy/genres';
import { releaseDateIssue } from './release-date';
import { isReleaseType } from './release-type';

// Designed here (artist-portal §2 names the page only): what an in-progress release still needs before review.
export const RELEASE_DETAILS_MESSAGES = {
  titleRequired: 'Release title is required',
  typeRequired: 'Please choose a release type (Single, EP or Album)',
  genreRequired: 'Please choose a primary genre',
  tracksRequired: 'Add at least one track with an uploaded audio file',
  trackTitleRequired: (n: number) => `Track ${n} needs a title`,
  trackFileRequired: (n: number) => `Track ${n} has no uploaded audio file`,
  notInProgress: 'Only an in-progress submission can have its release details completed',
} as const;

export interface ReleaseDetailsState {
  releaseTitle: string;
  releaseType: string | null;
  releaseDate: string | null;
  primaryGenre: string;
  tracks: readonly { title: string; hasFile: boolean }[];
}

/** Everything still missing or wrong; empty means the release can move to Pending. */
export function releaseDetailsIssues(state: ReleaseDetailsState, today: Date): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (isBlank(state.releaseTitle)) issues.push({ field: 'releaseTitle', message: RELEASE_DETAILS_MESSAGES.titleRequired });
  if (!isReleaseType(state.releaseType)) issues.push({ field: 'releaseType', message: RELEASE_DETAILS_MESSAGES.typeRequired });
  const dateIssue = releaseDateIssue({ releaseDate: state.releaseDate, earlyReleaseRequest: false }, today);
  if (dateIssue) issues.push(dateIssue);
  if (!isPrimaryGenre(state.primaryGenre)) issues.push({ field: 'primaryGenre', message: RELEASE_DETAILS_MESSAGES.genreRequired });
  if (state.tracks.length === 0) issues.push({ field: 'tracks', message: RELEASE_DETAILS_MESSAGES.tracksRequired });
  state.tracks.forEach((track, i) => {
    if (isBlank(track.title)) issues.push({ field: `tracks[${i}].title`, message: RELEASE_DETAILS_MESSAGES.trackTitleRequired(i + 1) });
    if (!track.hasFile) issues.push({ field: `tracks[${i}].file`, message: RELEASE_DETAILS_MESSAGES.trackFileRequired(i + 1) });
  });
  return issues;
}

/** An in-progress release as the release-details page sees it: what it has and what it still lacks. */
export interface ReleaseDetailsView {
  id: string;
  status: string;
  releaseTitle: string;
  releaseType: string | null;
  releaseDate: string | null;
  primaryGenre: string;
  tracks: { position: number; title: string; fileName: string; hasFile: boolean }[];
  /** What is still needed before the release moves to Pending (empty once it has). */
  missing: FieldIssue[];
  completed: boolean;
}
