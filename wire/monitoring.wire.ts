import type { HealthStatus, Trend } from '../domain/analytics';

export type VitalName = 'LCP' | 'FCP' | 'CLS' | 'INP' | 'TTFB';

/** POST /api/monitoring/report-error */
export interface ErrorReportRequest {
  submissionId?: string;
  errorData: ErrorData;
}

/** What the browser knows of one error. */
export interface ErrorData {
  message: string;
  stack?: string;
  stage?: string;
  timestamp?: string;
  url?: string;
  userAgent?: string;
  metadata?: Record<string, unknown>;
}

export interface ErrorReportResponse {
  success: true;
  stored: boolean;
  category?: string;
}

/** One web-vitals measurement of one page view. */
export interface VitalSample {
  name: VitalName;
  value: number;
  rating?: string;
  url?: string;
  id?: string;
}

/** POST /api/monitoring/vitals: 1 to 20 measurements per report. */
export interface VitalsRequest {
  metrics: VitalSample[];
}

export interface VitalsResponse {
  success: true;
  recorded: number;
}

/** public flow §3 Dashboard data (GET /api/analytics/dashboard?hours=1|24|168). */
export interface AnalyticsDashboard {
  systemHealth: { status: HealthStatus; uptime: number; issues: string[] };
  performanceStats: {
    currentScore: number | null;
    averageScore: number | null;
    trend: Trend;
    coreWebVitals: Record<Lowercase<VitalName>, number | null>;
    samples: number;
  };
  errorStats: {
    totalErrors: number;
    errorsByCategory: Record<string, number>;
    recentErrors: { timestamp: string; severity: string; category: string; message: string; url: string | null }[];
  };
  timeWindow: number;
  timestamp: string;
}

export interface AnalyticsDashboardResponse {
  success: true;
  data: AnalyticsDashboard;
}
