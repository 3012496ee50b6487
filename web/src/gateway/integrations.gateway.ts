import type { IntegrationsResponse, JobActionResponse } from '@wire';
import { type HttpClient, requestJson } from './http-client';

export type IntegrationsOverview = Omit<IntegrationsResponse, 'success'>;

/** The staff integrations page: provider health, the job backlog, Retry and Discard. */
export interface IntegrationsGateway {
  overview(): Promise<IntegrationsOverview>;
  retry(jobId: string): Promise<string>;
  discard(jobId: string): Promise<string>;
}

export function createIntegrationsGateway(http: HttpClient): IntegrationsGateway {
  const act = async (jobId: string, action: 'retry' | 'discard') =>
    (await requestJson<JobActionResponse>(http, `staff/jobs/${encodeURIComponent(jobId)}/${action}`, { method: 'post' })).message;
  return {
    async overview() {
      const { success: _success, ...overview } = await requestJson<IntegrationsResponse>(http, 'staff/integrations');
      return overview;
    },
    retry: (jobId) => act(jobId, 'retry'),
    discard: (jobId) => act(jobId, 'discard'),
  };
}
