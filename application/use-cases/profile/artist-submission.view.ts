import { displayDate, submissionArtworkUrl, submissionPath, submissionTitle } from '../../../domain/dashboard';
import { releaseTypeDisplay } from '../../../domain/release';
import { statusBanner, statusColour, type StatusBanner } from '../../../domain/status';
import type { SubmissionReview, SubmissionSummary, SubmissionTrackFile } from '../../ports/submission-review.repository.port';

/** A submission card of the dashboard (artist-portal §2 'Your Submissions'). */
export interface ArtistSubmissionCard {
  id: string;
  boardItemId: string | null;
  title: string;
  releaseTitle: string;
  releaseType: string | null;
  releaseTypeLabel: string;
  status: string;
  statusColour: string;
  releaseDate: string | null;
  releaseDateLabel: string;
  createdAt: string;
  submittedDateLabel: string;
  artworkUrl: string | null;
  path: string;
}

export interface ArtistSubmissionDetail extends ArtistSubmissionCard {
  banner: StatusBanner;
  mediaFiles: { label: string; fileName: string; fileId: string | null }[];
  /** The note staff wrote with the move to the current status, if any (a note for an earlier status stays there). */
  reviewNote: { note: string; status: string; at: string } | null;
  /** Every status change, oldest first, each with the note written for it. Internal staff comments are never here. */
  timeline: ArtistTimelineEntry[];
}

export interface ArtistTimelineEntry {
  status: string;
  statusColour: string;
  at: string;
  /** The staff member's name, or 'You' for the artist's own resubmission. */
  by: string;
  note: string | null;
  version: number;
}

/** Uploaded artwork is served by our authorised file route; a URL (transfer metadata) is used as given. */
function artworkSource(s: SubmissionSummary): string {
  return s.artworkFileId ? `/api/files/${encodeURIComponent(s.artworkFileId)}` : s.artworkUrl;
}

export function toCard(s: SubmissionSummary): ArtistSubmissionCard {
  return {
    id: s.id,
    boardItemId: s.boardItemId,
    title: submissionTitle(s.releaseTitle),
    releaseTitle: s.releaseTitle,
    releaseType: s.releaseType,
    releaseTypeLabel: releaseTypeDisplay(s.releaseType),
    status: s.status,
    statusColour: statusColour(s.status),
    releaseDate: s.releaseDate,
    releaseDateLabel: displayDate(s.releaseDate),
    createdAt: s.createdAt.toISOString(),
    submittedDateLabel: displayDate(s.createdAt),
    artworkUrl: submissionArtworkUrl({ artworkUrl: artworkSource(s), catalogueItems: [{ image: s.catalogueImage }] }),
    path: submissionPath(s.id, s.status),
  };
}

export function toDetail(s: SubmissionSummary, tracks: SubmissionTrackFile[], reviews: SubmissionReview[]): ArtistSubmissionDetail {
  const latest = reviews[0];
  const noted = latest && latest.note?.trim() && latest.toStatus.toLowerCase() === s.status.toLowerCase() ? latest : undefined;
  const media = tracks
    .filter((t) => t.fileName || t.fileId)
    .map((t) => ({ label: `Track ${t.position + 1}`, fileName: t.fileName || t.title, fileId: t.fileId }));
  return {
    ...toCard(s),
    banner: statusBanner(s.status),
    mediaFiles: s.artworkFileId
      ? [...media, { label: 'Artwork', fileName: s.artworkFileName || 'artwork.jpg', fileId: s.artworkFileId }]
      : s.artworkUrl
        ? [...media, { label: 'Artwork', fileName: s.artworkUrl, fileId: null }]
        : media,
    reviewNote: noted ? { note: noted.note as string, status: noted.toStatus, at: noted.createdAt.toISOString() } : null,
    timeline: [...reviews].reverse().map((r) => ({
      status: r.toStatus,
      statusColour: statusColour(r.toStatus),
      at: r.createdAt.toISOString(),
      by: r.actor === 'artist' ? 'You' : r.changedBy,
      note: r.note?.trim() ? r.note : null,
      version: r.version,
    })),
  };
}
