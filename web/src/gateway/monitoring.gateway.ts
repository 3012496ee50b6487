import type { ErrorReportRequest, VitalSample, VitalsRequest } from '@wire';
import { fetchJson } from './fetch-json';

export type { ErrorReportRequest, VitalSample };

/** POST /api/monitoring/report-error and /api/monitoring/vitals; one attempt each (retries are the reporter's job). */
export interface MonitoringGateway {
  reportError(report: ErrorReportRequest): Promise<void>;
  /** Sent with keepalive, so a report posted while the page unloads still arrives. */
  reportVitals(metrics: VitalSample[]): Promise<void>;
}

/** Plain fetch, like the config: every page reports, and most never load the HTTP client. */
export function createMonitoringGateway(baseUrl = '/api'): MonitoringGateway {
  return {
    async reportError(report) {
      await fetchJson(`${baseUrl}/monitoring/report-error`, { method: 'post', json: report });
    },
    async reportVitals(metrics) {
      const body: VitalsRequest = { metrics };
      await fetchJson(`${baseUrl}/monitoring/vitals`, { method: 'post', json: body, keepalive: true });
    },
  };
}
