import type { LabelCopyCorrectionRequest, LabelCopyCorrectionResponse, LabelCopyResponse } from '@wire';
import { type HttpClient, requestJson } from './http-client';

/** The desk's Label copy panel: a release's label copy and staff's corrections of it. */
export interface LabelCopyGateway {
  read(submissionId: string): Promise<LabelCopyResponse>;
  correct(submissionId: string, patch: LabelCopyCorrectionRequest): Promise<LabelCopyCorrectionResponse>;
}

export function createLabelCopyGateway(http: HttpClient): LabelCopyGateway {
  const path = (id: string) => `review-desk/submissions/${encodeURIComponent(id)}/label-copy`;
  return {
    read: (id) => requestJson<LabelCopyResponse>(http, path(id)),
    correct: (id, patch) => requestJson<LabelCopyCorrectionResponse>(http, path(id), { method: 'patch', json: patch }),
  };
}
