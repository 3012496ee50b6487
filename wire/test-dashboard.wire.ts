import type { AdapterHealth } from './system.wire';
import type { SubmissionFormPayload } from './submissions.wire';

/** GET /api/test-dashboard/health (staff) */
export interface AdapterChecksResponse {
  success: boolean;
  checks: AdapterHealth[];
}

/** GET /api/monday/test-connection (staff) */
export interface BoardConnectionResponse {
  success: boolean;
  ok: boolean;
  adapter: string;
  message: string;
}

/** GET /api/monday/columns (staff) */
export interface BoardColumnsResponse {
  success: true;
  adapter: string;
  columns: { id: string; title: string; type: string }[];
}

/** POST /api/google/auth (staff): the file storage's authorisation. */
export interface StorageAuthResponse {
  success: boolean;
  adapter: string;
  authorised: boolean;
  bucket: string;
}

/** POST /api/test-dashboard/full-submission-test (staff): the test record's names, all optional. */
export type FullSubmissionTestRequest = Pick<SubmissionFormPayload, 'firstName' | 'surname' | 'email' | 'artistName' | 'country' | 'city'>;

export interface FullSubmissionTestResponse {
  success: boolean;
  steps: { step: string; success: boolean; detail?: string }[];
}
