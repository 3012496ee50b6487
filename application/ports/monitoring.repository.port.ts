export type ErrorCategory = 'network' | 'upload' | 'submission' | 'validation' | 'javascript' | 'performance' | 'other';
export type ErrorSeverity = 'low' | 'medium' | 'high' | 'critical';

export interface ClientErrorReport {
  submissionId: string | null;
  message: string;
  stack: string;
  stage: string;
  url: string;
  userAgent: string;
  metadata: Record<string, unknown>;
  category: ErrorCategory;
  severity: ErrorSeverity;
  occurredAt: Date | null;
}

export interface StoredClientError extends ClientErrorReport {
  id: string;
  createdAt: Date;
}

export type VitalName = 'LCP' | 'FCP' | 'CLS' | 'INP' | 'TTFB';

export interface WebVitalSample {
  name: VitalName;
  value: number;
  rating: string;
  url: string;
}

export interface VitalAverages {
  name: VitalName;
  average: number;
  count: number;
}

/** Stored client errors and web vitals, queried by time window (indexed on created_at). */
export interface MonitoringRepository {
  recordError(report: ClientErrorReport, at: Date): Promise<void>;
  recordVitals(samples: WebVitalSample[], at: Date): Promise<void>;
  errorsByCategory(from: Date, to: Date): Promise<Record<string, number>>;
  recentErrors(from: Date, to: Date, limit: number): Promise<StoredClientError[]>;
  vitalAverages(from: Date, to: Date): Promise<VitalAverages[]>;
  /** Deletes errors and vitals created before the cutoff (privacy retention); returns rows removed. */
  pruneBefore(cutoff: Date): Promise<number>;
}
export const MONITORING_REPOSITORY = Symbol('MonitoringRepository');
