import { pickFields } from '../../domain/forms';
import { pinnedFieldLabel } from '../../domain/review-pins';
import { RELEASE_FIELD_NAMES } from '../../domain/release/release-fields';
import { TRACK_FIELD_NAMES } from '../../domain/tracks';
import type { StoredMail } from '../../application/ports/mailer.port';
import type { WaitingListRow as StoredWaitingListRow } from '../../application/ports/staff-desk.queries.port';
import type { SubmissionReview, SubmissionSummary } from '../../application/ports/submission-review.repository.port';
import type { StaffComment } from '../../application/ports/review-loop.repository.port';
import type { StaffArtistRow } from '../../application/ports/staff-artists.queries.port';
import type { ReviewDetail } from '../../application/use-cases/review-desk/get-review-detail.use-case';
import type { DeskItem } from '../../application/use-cases/review-desk/list-desk-submissions.use-case';
import type {
  OutboxMail,
  ReviewListRow,
  ReviewNote,
  ReviewRow,
  StaffArtist,
  StaffCommentView,
  ReviewSubmissionContent,
  BoardSyncState,
  WaitingListRow,
} from '../../wire';

/** The review desk's records as the wire carries them (dates as ISO text, only what the page reads). */
export function toReviewRow(s: SubmissionSummary): ReviewRow {
  return {
    id: s.id,
    artistId: s.artistId,
    boardItemId: s.boardItemId,
    status: s.status,
    uploadType: s.uploadType,
    releaseType: s.releaseType,
    releaseTitle: s.releaseTitle,
    releaseDate: s.releaseDate,
    artistName: s.artistName,
    email: s.email,
    primaryGenre: s.primaryGenre,
    artworkUrl: s.artworkUrl,
    artworkFileId: s.artworkFileId,
    artworkFileName: s.artworkFileName,
    catalogueImage: s.catalogueImage,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

export function toReviewListRow(row: DeskItem): ReviewListRow {
  return {
    ...toReviewRow(row),
    age: row.age,
    assignedTo: row.assignedTo,
    version: row.version,
    fromWaitingList: row.fromWaitingList,
    splits: row.splits,
  };
}

export function toReviewNote(r: SubmissionReview): ReviewNote {
  return {
    id: r.id,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    note: r.note,
    changedBy: r.changedBy,
    createdAt: r.createdAt.toISOString(),
    actor: r.actor,
    version: r.version,
    pins: r.pins.map((p) => ({
      field: p.field,
      label: pinnedFieldLabel(p.field),
      note: p.note,
      ...(p.answer ? { answer: p.answer } : {}),
    })),
  };
}

export function toStaffComment(c: StaffComment): StaffCommentView {
  return { id: c.id, staffName: c.staffName, body: c.body, createdAt: c.createdAt.toISOString() };
}

export function toStaffArtist(a: StaffArtistRow): StaffArtist {
  return {
    ...a,
    createdAt: a.createdAt.toISOString(),
    agreement: a.agreement ? { ...a.agreement, completedAt: a.agreement.completedAt?.toISOString() ?? null } : null,
    lastSignInAt: a.lastSignInAt?.toISOString() ?? null,
  };
}

export function toSubmissionContent(full: ReviewDetail['full']): ReviewSubmissionContent | null {
  if (!full) return null;
  return {
    ...pickFields(full, RELEASE_FIELD_NAMES),
    firstName: full.firstName,
    surname: full.surname,
    country: full.country,
    city: full.city,
    artworkFileId: full.artworkFileId,
    artworkUrl: full.artworkUrl,
    tracks: full.tracks.map((t) => ({
      ...pickFields(t, TRACK_FIELD_NAMES),
      clientId: t.clientId,
      fileId: t.fileId,
      fileName: t.fileName,
      credits: t.credits,
    })),
    catalogueItems: full.catalogueItems.map((c) => ({
      clientId: c.clientId,
      type: c.type,
      title: c.title,
      artist: c.artist,
      image: c.image,
      spotifyUrl: c.spotifyUrl,
      isrc: c.isrc,
      upc: c.upc,
    })),
  };
}

export function toBoardSync(sync: ReviewDetail['boardSync']): BoardSyncState {
  return {
    boardItemId: sync.boardItemId,
    state: sync.state,
    job: sync.job ? { attempts: sync.job.attempts, lastError: sync.job.lastError } : null,
  };
}

export function toWaitingListRow(e: StoredWaitingListRow): WaitingListRow {
  return { ...e, createdAt: e.createdAt.toISOString() };
}

export function toOutboxMail(m: StoredMail): OutboxMail {
  return {
    id: m.id,
    to: m.to,
    from: m.from,
    subject: m.subject,
    text: m.text,
    html: m.html,
    category: m.category,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
  };
}
