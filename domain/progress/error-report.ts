// spec: public flow §7 report-error: up to 3 attempts, the delay growing from 1 s (1 s × attempt).
export const ERROR_REPORT_MAX_ATTEMPTS = 3;
export const ERROR_REPORT_BASE_DELAY_MS = 1000;

/** Delay before retrying after failed attempt `attempt` (1-based); null when no attempt is left. */
export function errorReportRetryDelayMs(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt >= ERROR_REPORT_MAX_ATTEMPTS) return null;
  return ERROR_REPORT_BASE_DELAY_MS * attempt;
}

/** Third-party, browser-extension and generic 'Script error' failures are not reported (public flow §8). */
export function isReportableError(message: string, sourceUrl?: string | null): boolean {
  if (/^script error\.?$/i.test(message.trim())) return false;
  return !/^(chrome|moz|safari|safari-web)-extension:/i.test(sourceUrl ?? '');
}
