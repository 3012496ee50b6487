import type { ReleaseDeliveryResponse, TakedownRequest } from '@wire';
import { type HttpClient, requestJson } from './http-client';

/** The desk's delivery panel: a release's delivery state and identifiers, and staff's Deliver / Retry. */
export interface ReleaseDeliveryGateway {
  status(submissionId: string): Promise<ReleaseDeliveryResponse>;
  deliver(submissionId: string): Promise<ReleaseDeliveryResponse>;
  /** The delivered release, whole, to every store again. */
  update(submissionId: string): Promise<ReleaseDeliveryResponse>;
  /** The release taken down from the stores named (its message without deals), for a reason the artist may read. */
  takedown(submissionId: string, request: TakedownRequest): Promise<ReleaseDeliveryResponse>;
  /** One store (one that rejected it) sent what it holds again. */
  resend(submissionId: string, targetId: string): Promise<ReleaseDeliveryResponse>;
}

export function createReleaseDeliveryGateway(http: HttpClient): ReleaseDeliveryGateway {
  const path = (id: string) => `review-desk/submissions/${encodeURIComponent(id)}/delivery`;
  return {
    status: (id) => requestJson<ReleaseDeliveryResponse>(http, path(id)),
    deliver: (id) => requestJson<ReleaseDeliveryResponse>(http, path(id), { method: 'post', json: {} }),
    update: (id) => requestJson<ReleaseDeliveryResponse>(http, `${path(id)}/update`, { method: 'post', json: {} }),
    resend: (id, targetId) => requestJson<ReleaseDeliveryResponse>(http, `${path(id)}/resend`, { method: 'post', json: { targetId } }),
    takedown: (id, request) => requestJson<ReleaseDeliveryResponse>(http, `${path(id)}/takedown`, { method: 'post', json: request }),
  };
}
