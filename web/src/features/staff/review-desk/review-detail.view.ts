import type { BoardSyncState, FileQualityReport, ReviewDetailResponse, ReviewNote, ReviewRow, ReviewSubmissionContent } from '@wire';
import type { TrackCredits } from '@domain/credits';
import { storedFileUrl } from '@domain/files';
import { pickFields } from '@domain/forms/field-values';
import { RELEASE_FIELD_NAMES, type ReleaseFields } from '@domain/release/release-fields';
import { TRACK_FIELD_NAMES, type TrackFields } from '@domain/tracks/track-fields';

/** A track on the desk: the declared track fields (domain/tracks), its file and credits. */
export interface ReviewTrackView extends TrackFields {
  id: string;
  fileName: string;
  /** The audio through the API's authorised file route; null when the track has no file. */
  url: string | null;
  /** The stored file's id (its analysis is read by it); null when the track has no file. */
  fileId: string | null;
  quality: FileQualityReport | null;
  credits: TrackCredits;
}

/** One submission as the review page shows it: the summary, the stored form's names, files with their quality. */
export interface ReviewView extends Omit<ReviewRow, 'artworkUrl'> {
  firstName: string;
  surname: string;
  subGenre: string;
  /** Every declared release field as stored; null when the stored form is gone. */
  release: ReleaseFields | null;
  artworkUrl: string | null;
  artworkQuality: FileQualityReport | null;
  tracks: ReviewTrackView[];
  catalogueItems: ReviewSubmissionContent['catalogueItems'];
  board: BoardSyncState;
  reviews: ReviewNote[];
  corrections: ReviewDetailResponse['corrections'];
  comments: ReviewDetailResponse['comments'];
  versions: ReviewDetailResponse['versions'];
  changes: ReviewDetailResponse['changes'];
  metadataWarnings: ReviewDetailResponse['metadataWarnings'];
  storeWarnings: string[];
  assignedTo: ReviewDetailResponse['assignedTo'];
}

export function toReviewView(answer: ReviewDetailResponse): ReviewView {
  const { submission, full, qualityReports } = answer;
  const artworkUrl = full?.artworkFileId
    ? storedFileUrl(full.artworkFileId)
    : submission.artworkUrl || full?.artworkUrl || submission.catalogueImage || null;
  return {
    ...submission,
    firstName: full?.firstName ?? '',
    surname: full?.surname ?? '',
    subGenre: full?.subGenre ?? '',
    release: full ? pickFields(full, RELEASE_FIELD_NAMES) : null,
    artworkUrl,
    artworkQuality: answer.artworkQuality,
    tracks: (full?.tracks ?? []).map((t) => ({
      ...pickFields(t, TRACK_FIELD_NAMES),
      id: t.clientId,
      fileName: t.fileName,
      url: t.fileId ? storedFileUrl(t.fileId) : null,
      fileId: t.fileId ?? null,
      quality: t.fileId ? (qualityReports[t.fileId] ?? null) : null,
      credits: t.credits,
    })),
    catalogueItems: full?.catalogueItems ?? [],
    board: answer.boardSync,
    reviews: answer.reviews,
    corrections: answer.corrections,
    comments: answer.comments,
    versions: answer.versions,
    changes: answer.changes,
    metadataWarnings: answer.metadataWarnings,
    storeWarnings: answer.storeWarnings,
    assignedTo: answer.assignedTo,
  };
}
