import { errorReportRetryDelayMs, isReportableError } from '@domain/progress';
import type { ErrorReportRequest, MonitoringGateway } from './monitoring.gateway';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ReportInput {
  message: string;
  stack?: string;
  stage?: string;
  sourceUrl?: string | null;
  submissionId?: string | null;
  metadata?: Record<string, unknown>;
}

/** Sends one error report with up to 3 attempts, 1 s × attempt apart (public flow §7); never throws. */
export async function reportError(
  gateway: MonitoringGateway,
  input: ReportInput,
  sleep: (ms: number) => Promise<unknown> = wait,
): Promise<boolean> {
  if (!isReportableError(input.message, input.sourceUrl)) return false;
  const report: ErrorReportRequest = {
    submissionId: input.submissionId ?? undefined,
    errorData: {
      message: input.message.slice(0, 2000),
      stack: input.stack?.slice(0, 8000),
      stage: input.stage,
      timestamp: new Date().toISOString(),
      url: window.location.href,
      userAgent: navigator.userAgent,
      metadata: input.metadata,
    },
  };
  for (let attempt = 1; ; attempt += 1) {
    try {
      await gateway.reportError(report);
      return true;
    } catch {
      const delay = errorReportRetryDelayMs(attempt);
      if (delay === null) return false;
      await sleep(delay);
    }
  }
}

/** Reports uncaught errors and unhandled rejections from our own scripts; returns the uninstaller. */
export function installGlobalErrorReporting(gateway: MonitoringGateway): () => void {
  const onError = (event: ErrorEvent) => {
    void reportError(gateway, {
      message: event.message,
      stack: (event.error as Error | undefined)?.stack,
      stage: 'uncaught',
      sourceUrl: event.filename,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason = event.reason as unknown;
    const message = reason instanceof Error ? reason.message : String(reason);
    void reportError(gateway, { message, stack: reason instanceof Error ? reason.stack : undefined, stage: 'unhandled-rejection' });
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
