import type { AnalyticsWindowHours, HealthStatus, Trend } from '../../../domain/analytics';
import { PRIVACY_RETENTION } from '../../../domain/shared';
import type { Clock } from '../../ports/clock.port';
import type { HealthCheck } from '../../ports/health-check.port';
import type { MonitoringRepository, VitalAverages, VitalName } from '../../ports/monitoring.repository.port';

// Web-vitals 'good' / 'poor' thresholds (web.dev); a vital scores 100 at good, 0 at poor, linear between.
const THRESHOLDS: Record<VitalName, [number, number]> = {
  LCP: [2500, 4000],
  FCP: [1800, 3000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
  TTFB: [800, 1800],
};
const HOUR = 3_600_000;

function vitalScore(v: VitalAverages): number {
  const [good, poor] = THRESHOLDS[v.name];
  if (v.average <= good) return 100;
  if (v.average >= poor) return 0;
  return Math.round((100 * (poor - v.average)) / (poor - good));
}

function performanceScore(vitals: VitalAverages[]): number | null {
  return vitals.length === 0 ? null : Math.round(vitals.reduce((sum, v) => sum + vitalScore(v), 0) / vitals.length);
}

export interface BuildDashboardDeps {
  repository: MonitoringRepository;
  healthChecks: HealthCheck[];
  clock: Clock;
  uptimeSeconds: () => number;
}

/** GET /api/analytics/dashboard (public flow §3 Dashboard data) from indexed time-window queries. */
export class BuildDashboardUseCase {
  constructor(private readonly deps: BuildDashboardDeps) {}

  async execute(hours: AnalyticsWindowHours) {
    const to = this.deps.clock.now();
    const from = new Date(to.getTime() - hours * HOUR);
    const previousFrom = new Date(from.getTime() - hours * HOUR);
    const [byCategory, recent, vitals, previousVitals, health] = await Promise.all([
      this.deps.repository.errorsByCategory(from, to),
      this.deps.repository.recentErrors(from, to, 20),
      this.deps.repository.vitalAverages(from, to),
      this.deps.repository.vitalAverages(previousFrom, from),
      Promise.all(this.deps.healthChecks.map((c) => c.health().catch(() => ({ name: 'unknown', adapter: 'unknown', up: false })))),
    ]);
    // Every error has exactly one category, so the categories' counts add up to the total (one scan, not two).
    const total = Object.values(byCategory).reduce((sum, n) => sum + n, 0);
    const errorsPerHour = total / hours;
    const databaseUp = health.every((h) => h.up);
    const issues: string[] = [
      ...health.filter((h) => !h.up).map((h) => `${h.name} is down`),
      ...(errorsPerHour >= 10
        ? [`High error rate: ${errorsPerHour.toFixed(1)} errors per hour`]
        : errorsPerHour >= 2
          ? [`Elevated error rate: ${errorsPerHour.toFixed(1)} errors per hour`]
          : []),
    ];
    const status: HealthStatus = !databaseUp || errorsPerHour >= 10 ? 'unhealthy' : errorsPerHour >= 2 ? 'degraded' : 'healthy';
    const current = performanceScore(vitals);
    const previous = performanceScore(previousVitals);
    const trend: Trend =
      current === null || previous === null || Math.abs(current - previous) < 5 ? 'stable' : current > previous ? 'improving' : 'degrading';
    const vital = (name: VitalName) => vitals.find((v) => v.name === name)?.average ?? null;
    return {
      systemHealth: { status, uptime: Math.round(this.deps.uptimeSeconds()), issues },
      performanceStats: {
        currentScore: current,
        averageScore:
          current === null && previous === null ? null : Math.round(((current ?? previous ?? 0) + (previous ?? current ?? 0)) / 2),
        trend,
        coreWebVitals: { lcp: vital('LCP'), fcp: vital('FCP'), cls: vital('CLS'), inp: vital('INP'), ttfb: vital('TTFB') },
        samples: vitals.reduce((n, v) => n + v.count, 0),
      },
      errorStats: {
        totalErrors: total,
        errorsByCategory: byCategory,
        recentErrors: recent.map((e) => ({
          timestamp: e.createdAt.toISOString(),
          severity: e.severity,
          category: e.category,
          message: e.message,
          url: e.url || null,
        })),
      },
      timeWindow: hours,
      timestamp: to.toISOString(),
    };
  }

  /** Deletes monitoring rows older than the analytics retention (privacy policy: 2 years). */
  async prune(): Promise<number> {
    const years = PRIVACY_RETENTION.find((r) => /analytics/i.test(r.data))?.years ?? 2;
    const cutoff = new Date(this.deps.clock.now());
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
    return this.deps.repository.pruneBefore(cutoff);
  }
}
