import { isBlank } from '../shared/text';
import { formatLongDate, parseDateInput } from '../shared/dates';
import { isInProgress } from '../status/submission-status';
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

/** In-progress submissions open the release-details page instead of the submission page (artist-portal §4). */
export function submissionPath(id: string, status: string): string {
  return isInProgress(status) ? `/release-details/${id}` : `/submission/${id}`;
}
