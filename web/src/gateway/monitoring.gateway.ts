import type { ErrorReportRequest, VitalSample, VitalsRequest } from '../../../contracts';
import { type HttpClient } from './http-client';

export type { ErrorReportRequest, VitalSample };

/** POST /api/monitoring/report-error and /api/monitoring/vitals; one attempt each (retries are the reporter's job). */
export interface MonitoringGateway {
  reportError(report: ErrorReportRequest): Promise<void>;
  /** Sent with keepalive, so a report posted while the page unloads still arrives. */
  reportVitals(metrics: VitalSample[]): Promise<void>;
}

export function createMonitoringGateway(http: HttpClient): MonitoringGateway {
  return {
    async reportError(report) {
      await http.post('monitoring/report-error', { json: report });
    },
    async reportVitals(metrics) {
      const body: VitalsRequest = { metrics };
      await http.post('monitoring/vitals', { json: body, keepalive: true });
    },
  };
}
