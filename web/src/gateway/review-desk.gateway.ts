import { type HttpClient, requestJson } from './http-client';
import type { QualityReport, ReviewDetail, ReviewPage, ReviewQuery, ReviewRow, ReviewTrack, WaitingEntry } from './staff.types';

export interface ReviewDeskGateway {
  list(query: ReviewQuery): Promise<ReviewPage>;
  detail(id: string): Promise<ReviewDetail>;
  changeStatus(id: string, status: string, note: string): Promise<ReviewDetail>;
  waitingList(): Promise<WaitingEntry[]>;
}

interface DetailAnswer {
  submission: ReviewRow & { artworkUrl?: string | null; catalogueImage?: string | null; boardItemId?: string | null };
  full?: {
    firstName?: string; surname?: string; country?: string; city?: string; subGenre?: string; artworkFileId?: string | null; artworkUrl?: string;
    tracks?: { clientId?: string; title: string; fileId: string | null; fileName: string; credits?: Record<string, unknown> | null; quality?: ReviewTrack['quality'] }[];
    catalogueItems?: ReviewDetail['catalogueItems'];
  } | null;
  reviews?: ReviewDetail['reviews'];
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
  };
}

function searchParams(query: ReviewQuery): Record<string, string> {
  const params: Record<string, string> = {};
  const wire = { status: query.status, q: query.search, from: query.from, to: query.to, cursor: query.cursor, limit: query.limit };
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
    async waitingList() {
      const body = await requestJson<{ entries: (WaitingEntry & { invitedArtistId?: string | null })[] }>(http, 'review-desk/waiting-list');
      return body.entries.map((e) => ({ ...e, invited: !!e.invitedArtistId }));
    },
  };
}
