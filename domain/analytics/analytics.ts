// spec: public flow §2.9 Analytics dashboard, §4 System health / Trend, §7, §8 Dashboard, §9.
import { ANALYTICS_MESSAGES } from './analytics.messages';

export const ANALYTICS_WINDOWS = [
  { hours: 1, label: 'Last Hour' },
  { hours: 24, label: 'Last 24 Hours' },
  { hours: 168, label: 'Last Week' },
] as const;
export type AnalyticsWindowHours = (typeof ANALYTICS_WINDOWS)[number]['hours'];
export const DEFAULT_ANALYTICS_WINDOW_HOURS: AnalyticsWindowHours = 24;
export const ANALYTICS_REFRESH_MS = 5 * 60_000;

/** Only 1, 24 or 168 hours; anything else is the default 24. */
export function parseAnalyticsWindow(value: unknown): AnalyticsWindowHours {
  const n = Number(value);
  return ANALYTICS_WINDOWS.some((w) => w.hours === n) ? (n as AnalyticsWindowHours) : DEFAULT_ANALYTICS_WINDOW_HOURS;
}

export type HealthStatus = 'healthy' | 'degraded' | 'unhealthy' | 'unknown';
export function parseHealthStatus(value: unknown): HealthStatus {
  return value === 'healthy' || value === 'degraded' || value === 'unhealthy' ? value : 'unknown';
}

export type Trend = 'improving' | 'degrading' | 'stable';

/** A web-vital or URL shown as 'N/A' when absent. */
export function orNotAvailable(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? ANALYTICS_MESSAGES.notAvailable : String(value);
}
