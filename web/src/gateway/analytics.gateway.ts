import { type HttpClient, requestJson } from './http-client';

/** public flow §3 Dashboard data. */
export interface AnalyticsDashboard {
  systemHealth: { status: string; uptime: number; issues: string[] };
  performanceStats: {
    currentScore: number | null;
    averageScore: number | null;
    trend: string;
    coreWebVitals: { lcp?: number | null; fcp?: number | null; cls?: number | null };
  };
  errorStats: {
    totalErrors: number;
    errorsByCategory: Record<string, number>;
    recentErrors: { timestamp: string; severity: string; category: string; message: string; url?: string | null }[];
  };
  timeWindow: number | string;
  timestamp: string;
}

export interface AnalyticsGateway {
  dashboard(hours: number): Promise<AnalyticsDashboard | null>;
}

export function createAnalyticsGateway(http: HttpClient): AnalyticsGateway {
  return {
    async dashboard(hours) {
      const body = await requestJson<{ data?: AnalyticsDashboard } & Partial<AnalyticsDashboard>>(http, 'analytics/dashboard', { searchParams: { hours: String(hours) } });
      if (body.data) return body.data;
      return body.systemHealth ? (body as AnalyticsDashboard) : null;
    },
  };
}
