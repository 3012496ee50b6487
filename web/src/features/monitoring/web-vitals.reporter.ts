import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { VITALS_BATCH_DELAY_MS, VITALS_PER_REPORT_MAX } from '@domain/analytics';
import type { MonitoringGateway, VitalSample } from '../../gateway/monitoring.gateway';

/**
 * Sends each core web vital once it is final (LCP, FCP, CLS, INP, TTFB), gathered into one report per page
 * view: after a short delay, or at once when the page is hidden (LCP and CLS become final only then).
 */
export function reportWebVitals(gateway: MonitoringGateway): void {
  const pending: VitalSample[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    while (pending.length > 0) void gateway.reportVitals(pending.splice(0, VITALS_PER_REPORT_MAX)).catch(() => undefined);
  };
  const send = (metric: Metric) => {
    pending.push({
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      url: window.location.pathname.slice(0, 2000),
    });
    if (document.visibilityState === 'hidden') flush();
    else timer ??= setTimeout(flush, VITALS_BATCH_DELAY_MS);
  };
  onCLS(send);
  onFCP(send);
  onINP(send);
  onLCP(send);
  onTTFB(send);
  // After web-vitals' own listeners, so the measurements they finalise on hiding are in this flush.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  window.addEventListener('pagehide', flush);
}
