import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { MonitoringGateway } from '../../gateway/monitoring.gateway';

/** Sends each core web vital once it is final (LCP, FCP, CLS, INP, TTFB) to the vitals endpoint. */
export function reportWebVitals(gateway: MonitoringGateway): void {
  const send = (metric: Metric) => {
    void gateway.reportVital({ name: metric.name, value: metric.value, rating: metric.rating, id: metric.id, url: window.location.pathname }).catch(() => undefined);
  };
  onCLS(send);
  onFCP(send);
  onINP(send);
  onLCP(send);
  onTTFB(send);
}
