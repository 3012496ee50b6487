import { type HttpClient } from './http-client';

export interface ErrorReport {
  submissionId?: string | null;
  errorData: {
    message: string;
    stack?: string;
    stage?: string;
    timestamp: string;
    url: string;
    userAgent: string;
    metadata?: Record<string, unknown>;
  };
}

export interface VitalReport {
  name: string;
  value: number;
  rating?: string;
  id?: string;
  url: string;
}

/** POST /api/monitoring/report-error and the vitals endpoint; one attempt each (retries are the reporter's job). */
export interface MonitoringGateway {
  reportError(report: ErrorReport): Promise<void>;
  reportVital(vital: VitalReport): Promise<void>;
}

export function createMonitoringGateway(http: HttpClient): MonitoringGateway {
  return {
    async reportError(report) {
      await http.post('monitoring/report-error', { json: report });
    },
    async reportVital(vital) {
      await http.post('monitoring/vitals', { json: vital, keepalive: true });
    },
  };
}
