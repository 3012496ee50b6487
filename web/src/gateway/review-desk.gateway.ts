import type { ChangeStatusRequest, ReviewDetailResponse, ReviewListQuery, ReviewListResponse, WaitingListResponse } from '../../../contracts';
import { type HttpClient, requestJson } from './http-client';

export interface ReviewDeskGateway {
  list(query: ReviewListQuery): Promise<ReviewListResponse>;
  detail(id: string): Promise<ReviewDetailResponse>;
  /** Moves the submission and answers with its detail as it now is. */
  changeStatus(id: string, change: ChangeStatusRequest): Promise<ReviewDetailResponse>;
  waitingList(): Promise<WaitingListResponse['entries']>;
}

function searchParams(query: ReviewListQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '').map(([key, value]) => [key, String(value)]));
}

export function createReviewDeskGateway(http: HttpClient): ReviewDeskGateway {
  const detail = (id: string) => requestJson<ReviewDetailResponse>(http, `review-desk/submissions/${encodeURIComponent(id)}`);
  return {
    list: (query) => requestJson<ReviewListResponse>(http, 'review-desk/submissions', { searchParams: searchParams(query) }),
    detail,
    async changeStatus(id, change) {
      await requestJson<unknown>(http, `review-desk/submissions/${encodeURIComponent(id)}/status`, { method: 'post', json: change });
      return detail(id);
    },
    async waitingList() {
      return (await requestJson<WaitingListResponse>(http, 'review-desk/waiting-list')).entries;
    },
  };
}
