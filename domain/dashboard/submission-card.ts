import { isBlank } from '../shared/text';
import { formatLongDate } from '../shared/date-formats';
import { parseDateInput } from '../shared/dates';
import { isInProgress, normaliseStatus } from '../status/submission-status';
import { ARTIST_TRANSITIONS } from '../status/status-transitions';
import { DASHBOARD_MESSAGES } from './dashboard.messages';

/** The artwork sources of artist-portal §3 Submission, in fallback order. */
export interface SubmissionArtworkSources {
  artworkUrl?: string | null;
  transferMetadata?: { releases?: readonly { artworkUrl?: string | null }[] } | null;
  catalogueItems?: readonly { image?: string | null }[] | null;
}

export function submissionArtworkUrl(s: SubmissionArtworkSources): string | null {
  const candidates = [s.artworkUrl, s.transferMetadata?.releases?.[0]?.artworkUrl, s.catalogueItems?.[0]?.image];
  const found = candidates.find((c) => !isBlank(c));
  return found ? (found as string) : null;
}

export function submissionTitle(releaseTitle: string | null | undefined): string {
  return isBlank(releaseTitle) ? DASHBOARD_MESSAGES.untitledRelease : (releaseTitle as string).trim();
}

/** Release Date / Submission Date: long US form, or 'TBD' when missing. */
export function displayDate(value: string | Date | null | undefined): string {
  const date = parseDateInput(value);
  return date ? formatLongDate(date) : DASHBOARD_MESSAGES.dateToBeDecided;
}

/** Where the artist completes or changes a release they sent: the wizard on its draft. */
export function reworkPath(id: string): string {
  return `/release-details/${id}`;
}

/** In Progress or Changes Requested: the artist may change the release and send it (back) for review. */
export function canRework(status: string): boolean {
  const current = normaliseStatus(status);
  return !!current && !!ARTIST_TRANSITIONS[current];
}

/** In-progress submissions open the release-details page instead of the submission page (artist-portal §4). */
export function submissionPath(id: string, status: string): string {
  return isInProgress(status) ? reworkPath(id) : `/submission/${id}`;
}
