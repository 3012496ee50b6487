import { type HttpClient, requestJson } from './http-client';
import type { QualityReport, ReviewDetail, ReviewPage, ReviewQuery, ReviewRow, ReviewTrack, WaitingEntry } from './staff.types';

export interface ReviewDeskGateway {
  list(query: ReviewQuery): Promise<ReviewPage>;
  detail(id: string): Promise<ReviewDetail>;
  changeStatus(id: string, status: string, note: string): Promise<ReviewDetail>;
  waitingList(): Promise<WaitingEntry[]>;
  undo(id: string): Promise<ReviewDetail>;
  comment(id: string, body: string): Promise<ReviewDetail>;
  bulkChange(query: ReviewQuery, ids: string[], status: string, note: string): Promise<{ changed: string[]; refused: { id: string; message: string }[] }>;
  /** The CSV export of the filtered list (a plain link the browser downloads with the session cookie). */
  csvUrl(query: ReviewQuery): string;
  artists(search: string): Promise<StaffArtist[]>;
  /** Mails the artist a new sign-in code; answers the confirmation message. */
  resendCode(artistId: string): Promise<string>;
}

export interface StaffArtist {
  id: string;
  artistCode: string;
  artistName: string;
  firstName: string;
  surname: string;
  email: string;
  contract: { signatureId: string; status: string; completedAt: string | null } | null;
  submissionCount: number;
  lastSignInAt: string | null;
  hasSignInCode: boolean;
}

interface DetailAnswer {
  submission: ReviewRow & { artworkUrl?: string | null; catalogueImage?: string | null; boardItemId?: string | null };
  full?: {
    firstName?: string; surname?: string; country?: string; city?: string; subGenre?: string; artworkFileId?: string | null; artworkUrl?: string;
    tracks?: { clientId?: string; title: string; fileId: string | null; fileName: string; credits?: Record<string, unknown> | null; quality?: ReviewTrack['quality'] }[];
    catalogueItems?: ReviewDetail['catalogueItems'];
  } | null;
  reviews?: ReviewDetail['reviews'];
  comments?: ReviewDetail['comments'];
  versions?: ReviewDetail['versions'];
  changes?: ReviewDetail['changes'];
  metadataWarnings?: ReviewDetail['metadataWarnings'];
  /** Quality reports of the stored files, when the API includes them (keyed by fileId or listed with it). */
  qualityReports?: Record<string, QualityReport> | (QualityReport & { fileId: string })[] | ({ fileId: string; quality: QualityReport | null })[] | null;
  artworkQuality?: QualityReport | null;
  boardSync?: { boardItemId: string | null; state: string; job: { attempts?: number; lastError?: string | null } | null } | null;
}

const fileUrl = (fileId: string) => `/api/files/${encodeURIComponent(fileId)}`;

/** The reports by fileId, whichever of the API's shapes carries them. */
function qualityByFile(reports: DetailAnswer['qualityReports']): Map<string, QualityReport> {
  const byFile = new Map<string, QualityReport>();
  if (!reports) return byFile;
  if (!Array.isArray(reports)) {
    for (const [fileId, report] of Object.entries(reports)) byFile.set(fileId, report);
    return byFile;
  }
  for (const entry of reports) {
    const report = 'quality' in entry ? entry.quality : entry;
    if (report && 'facts' in report) byFile.set(entry.fileId, report);
  }
  return byFile;
}

/** The API's detail (summary + stored submission + reviews + board sync) as the review page shows it. */
function toDetail(body: DetailAnswer): ReviewDetail {
  const { submission, full, boardSync } = body;
  const quality = qualityByFile(body.qualityReports);
  const reportOf = (fileId: string | null | undefined) => (fileId ? quality.get(fileId) ?? null : null);
  const artworkUrl = full?.artworkFileId ? fileUrl(full.artworkFileId) : submission.artworkUrl || full?.artworkUrl || submission.catalogueImage || null;
  return {
    ...submission,
    firstName: full?.firstName, surname: full?.surname, country: full?.country, city: full?.city, subGenre: full?.subGenre,
    artworkUrl,
    artworkQuality: body.artworkQuality ?? reportOf(full?.artworkFileId),
    tracks: (full?.tracks ?? []).map((t, i) => ({ id: t.clientId, position: i, title: t.title, fileName: t.fileName, url: t.fileId ? fileUrl(t.fileId) : null, credits: t.credits ?? null, quality: t.quality ?? reportOf(t.fileId) })),
    catalogueItems: full?.catalogueItems ?? [],
    board: boardSync ? { itemId: boardSync.boardItemId, state: boardSync.state, attempts: boardSync.job?.attempts ?? null, lastError: boardSync.job?.lastError ?? null } : null,
    reviews: body.reviews ?? [],
    comments: body.comments ?? [],
    versions: body.versions ?? [],
    changes: body.changes ?? [],
    metadataWarnings: body.metadataWarnings ?? [],
  };
}

function filterOf(query: ReviewQuery) {
  return { status: query.status, q: query.search, from: query.from, to: query.to, minAgeDays: query.minAgeDays, releaseFrom: query.releaseFrom, releaseTo: query.releaseTo, assignedTo: query.assignedTo };
}

function searchParams(query: ReviewQuery, withPaging = true): Record<string, string> {
  const params: Record<string, string> = {};
  const wire = withPaging ? { ...filterOf(query), sort: query.sort, cursor: query.cursor, limit: query.limit } : filterOf(query);
  for (const [key, value] of Object.entries(wire)) {
    if (value !== undefined && value !== null && value !== '') params[key] = String(value);
  }
  return params;
}

export function createReviewDeskGateway(http: HttpClient): ReviewDeskGateway {
  const detail = async (id: string) => toDetail(await requestJson<DetailAnswer>(http, `review-desk/submissions/${encodeURIComponent(id)}`));
  return {
    async list(query) {
      const body = await requestJson<{ submissions: ReviewRow[]; nextCursor: string | null }>(http, 'review-desk/submissions', { searchParams: searchParams(query) });
      return { items: body.submissions, nextCursor: body.nextCursor ?? null };
    },
    detail,
    async changeStatus(id, status, note) {
      await requestJson<unknown>(http, `review-desk/submissions/${encodeURIComponent(id)}/status`, { method: 'post', json: note ? { status, note } : { status } });
      return detail(id);
    },
    async undo(id) {
      await requestJson<unknown>(http, `review-desk/submissions/${encodeURIComponent(id)}/undo`, { method: 'post', json: {} });
      return detail(id);
    },
    async comment(id, body) {
      await requestJson<unknown>(http, `review-desk/submissions/${encodeURIComponent(id)}/comments`, { method: 'post', json: { body } });
      return detail(id);
    },
    async bulkChange(query, ids, status, note) {
      const filter = Object.fromEntries(Object.entries(searchParams(query, false)).map(([k, v]) => [k, k === 'minAgeDays' ? Number(v) : v]));
      return requestJson<{ changed: string[]; refused: { id: string; message: string }[] }>(http, 'review-desk/submissions/bulk-status', { method: 'post', json: { filter, ids, status, ...(note ? { note } : {}) } });
    },
    async artists(search) {
      const body = await requestJson<{ artists: StaffArtist[] }>(http, 'review-desk/artists', { searchParams: search.trim() ? { q: search.trim(), limit: '200' } : { limit: '200' } });
      return body.artists;
    },
    async resendCode(artistId) {
      const body = await requestJson<{ message: string }>(http, `review-desk/artists/${encodeURIComponent(artistId)}/sign-in-code`, { method: 'post', json: {} });
      return body.message;
    },
    csvUrl(query) {
      return `/api/review-desk/submissions.csv?${new URLSearchParams(searchParams(query, false)).toString()}`;
    },
    async waitingList() {
      const body = await requestJson<{ entries: (WaitingEntry & { invitedArtistId?: string | null })[] }>(http, 'review-desk/waiting-list');
      return body.entries.map((e) => ({ ...e, invited: !!e.invitedArtistId }));
    },
  };
}
