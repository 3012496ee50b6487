import { displayDate, submissionArtworkUrl, submissionPath, submissionTitle } from '../../../domain/dashboard';
import { containsAiInWords, releaseTypeDisplay } from '../../../domain/release';
import { inFormOrder, pinnedFieldLabel } from '../../../domain/review-pins';
import { statusBanner, statusColour } from '../../../domain/status';
import type { SubmissionCard, SubmissionDetail, SubmissionTimelineEntry } from '../../../wire/profile.wire';
import { correctionSentence } from '../../../domain/label-copy';
import type { RecordedCorrection } from '../../ports/label-copy.repository.port';
import type { SubmissionReview, SubmissionSummary, SubmissionTrackFile } from '../../ports/submission-review.repository.port';

/** Uploaded artwork is served by our authorised file route; a URL (transfer metadata) is used as given. */
function artworkSource(s: SubmissionSummary): string {
  return s.artworkFileId ? `/api/files/${encodeURIComponent(s.artworkFileId)}` : s.artworkUrl;
}

/** A submission card of the dashboard (artist-portal §2 'Your Submissions'). */
export function toCard(s: SubmissionSummary): SubmissionCard {
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

/** Status changes and label copy corrections, oldest first (a correction after the change made at the same moment). */
function timelineOf(reviews: SubmissionReview[], corrections: RecordedCorrection[]): SubmissionTimelineEntry[] {
  const changes = [...reviews].reverse().map((r) => ({
    status: r.toStatus,
    statusColour: statusColour(r.toStatus),
    at: r.createdAt.toISOString(),
    by: r.actor === 'artist' ? 'You' : r.changedBy,
    note: r.note?.trim() ? r.note : null,
    version: r.version,
    correction: null,
  }));
  const corrected = corrections.map((c) => ({
    status: c.status,
    statusColour: statusColour(c.status),
    at: c.createdAt.toISOString(),
    by: c.staffName,
    note: null,
    version: reviews.find((r) => r.createdAt <= c.createdAt)?.version ?? 1,
    correction: correctionSentence(c),
  }));
  return [...changes, ...corrected].sort((a, b) => a.at.localeCompare(b.at));
}

export function toDetail(
  s: SubmissionSummary,
  tracks: SubmissionTrackFile[],
  reviews: SubmissionReview[],
  corrections: RecordedCorrection[] = [],
): SubmissionDetail {
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
    timeline: timelineOf(reviews, corrections),
    pinnedNotes:
      latest?.actor === 'staff' && latest.toStatus.toLowerCase() === s.status.toLowerCase()
        ? inFormOrder(latest.pins).map((p) => ({
            field: p.field,
            label: pinnedFieldLabel(p.field),
            note: p.note,
            ...(p.answer ? { answer: p.answer } : {}),
          }))
        : [],
    sentToStoresAt: null,
    stores: [],
    takedownReason: null,
    takenDown: 'none',
    identifiers: null,
    aiDisclosure: containsAiInWords(null),
  };
}
