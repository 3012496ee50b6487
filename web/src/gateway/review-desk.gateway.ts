import type {
  BulkStatusResponse,
  ChangeStatusRequest,
  DeskFilter,
  ResendSignInCodeResponse,
  RestoreArtistAccessResponse,
  RevokeArtistAccessResponse,
  ReviewDetailResponse,
  ReviewListQuery,
  ReviewListResponse,
  StaffArtist,
  StaffArtistsResponse,
  StaffMembersResponse,
  NoteTemplatesResponse,
  WaitingListResponse,
} from '@wire';
import { type HttpClient, requestJson } from './http-client';
import { filterOf, searchParams } from './review-desk-query';

export interface ReviewDeskGateway {
  list(query: ReviewListQuery): Promise<ReviewListResponse>;
  detail(id: string): Promise<ReviewDetailResponse>;
  /** Moves the submission and answers with its detail as it now is. */
  changeStatus(id: string, change: ChangeStatusRequest): Promise<ReviewDetailResponse>;
  waitingList(): Promise<WaitingListResponse['entries']>;
  undo(id: string): Promise<ReviewDetailResponse>;
  comment(id: string, body: string): Promise<ReviewDetailResponse>;
  bulkChange(filter: DeskFilter, ids: string[], change: ChangeStatusRequest): Promise<BulkStatusResponse>;
  /** The CSV export of the filtered list (a plain link the browser downloads with the session cookie). */
  artists(search: string): Promise<StaffArtist[]>;
  /** Mails the artist a new sign-in code; answers the confirmation message. */
  resendCode(artistId: string): Promise<string>;
  /** Ends every session of the artist and refuses their sign-in until restored; resolves with the server's message. */
  revokeAccess(artistId: string): Promise<string>;
  restoreAccess(artistId: string): Promise<string>;
  /** Staff members work can be assigned to. */
  staffMembers(): Promise<StaffMembersResponse['staff']>;
  /** The label's note templates for notes pinned to fields. */
  noteTemplates(): Promise<NoteTemplatesResponse['templates']>;
  /** Assigns the submission (null unassigns) and answers with its detail as it now is. */
  assign(id: string, staffId: string | null): Promise<ReviewDetailResponse>;
}

export function createReviewDeskGateway(http: HttpClient): ReviewDeskGateway {
  const detail = (id: string) => requestJson<ReviewDetailResponse>(http, `review-desk/submissions/${encodeURIComponent(id)}`);
  const submission = (id: string, action: string) => `review-desk/submissions/${encodeURIComponent(id)}/${action}`;
  return {
    list: (query) => requestJson<ReviewListResponse>(http, 'review-desk/submissions', { searchParams: searchParams(query) }),
    detail,
    async changeStatus(id, change) {
      await requestJson<unknown>(http, submission(id, 'status'), { method: 'post', json: change });
      return detail(id);
    },
    async undo(id) {
      await requestJson<unknown>(http, submission(id, 'undo'), { method: 'post', json: {} });
      return detail(id);
    },
    async comment(id, body) {
      await requestJson<unknown>(http, submission(id, 'comments'), { method: 'post', json: { body } });
      return detail(id);
    },
    bulkChange: (filter, ids, change) =>
      requestJson<BulkStatusResponse>(http, 'review-desk/submissions/bulk-status', {
        method: 'post',
        json: { filter: filterOf(filter), ids, ...change },
      }),
    async artists(search) {
      const q = search.trim();
      const body = await requestJson<StaffArtistsResponse>(http, 'review-desk/artists', {
        searchParams: q ? { q, limit: '200' } : { limit: '200' },
      });
      return body.artists;
    },
    async resendCode(artistId) {
      return (
        await requestJson<ResendSignInCodeResponse>(http, `review-desk/artists/${encodeURIComponent(artistId)}/sign-in-code`, {
          method: 'post',
          json: {},
        })
      ).message;
    },
    async revokeAccess(artistId) {
      const path = `staff/artists/${encodeURIComponent(artistId)}/revoke-access`;
      return (await requestJson<RevokeArtistAccessResponse>(http, path, { method: 'post', json: {} })).message;
    },
    async restoreAccess(artistId) {
      const path = `staff/artists/${encodeURIComponent(artistId)}/restore-access`;
      return (await requestJson<RestoreArtistAccessResponse>(http, path, { method: 'post', json: {} })).message;
    },
    async noteTemplates() {
      return (await requestJson<NoteTemplatesResponse>(http, 'review-desk/note-templates')).templates;
    },
    async staffMembers() {
      return (await requestJson<StaffMembersResponse>(http, 'review-desk/staff')).staff;
    },
    async assign(id, staffId) {
      await requestJson<unknown>(http, submission(id, 'assign'), { method: 'post', json: { staffId } });
      return detail(id);
    },
    async waitingList() {
      return (await requestJson<WaitingListResponse>(http, 'review-desk/waiting-list')).entries;
    },
  };
}
