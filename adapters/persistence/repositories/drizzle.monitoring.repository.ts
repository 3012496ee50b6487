import { and, desc, gte, lt, or } from 'drizzle-orm';
import type {
  ClientErrorReport,
  MonitoringRepository,
  StoredClientError,
  VitalAverages,
  WebVitalSample,
} from '../../../application/ports/monitoring.repository.port';
import type { Database } from '../database';
import { clientErrors, webVitals } from '../schema';
import { errorCountsInWindow } from './client-errors-window.query';
import { vitalAveragesInWindow } from './web-vitals-window.query';

export class DrizzleMonitoringRepository implements MonitoringRepository {
  constructor(private readonly db: Database) {}

  async recordError(report: ClientErrorReport, at: Date): Promise<void> {
    await this.db.insert(clientErrors).values({ ...report, createdAt: at });
  }

  async recordVitals(samples: WebVitalSample[], at: Date): Promise<void> {
    if (samples.length > 0) await this.db.insert(webVitals).values(samples.map((s) => ({ ...s, createdAt: at })));
  }

  private errorWindow(from: Date, to: Date) {
    return and(gte(clientErrors.createdAt, from), lt(clientErrors.createdAt, to));
  }

  async errorsByCategory(from: Date, to: Date): Promise<Record<string, number>> {
    return errorCountsInWindow(this.db, from, to);
  }

  async recentErrors(from: Date, to: Date, limit: number): Promise<StoredClientError[]> {
    const rows = await this.db
      .select()
      .from(clientErrors)
      .where(this.errorWindow(from, to))
      .orderBy(desc(clientErrors.createdAt))
      .limit(limit);
    return rows.map((r) => ({
      ...r,
      category: r.category as StoredClientError['category'],
      severity: r.severity as StoredClientError['severity'],
    }));
  }

  async vitalAverages(from: Date, to: Date): Promise<VitalAverages[]> {
    return vitalAveragesInWindow(this.db, from, to);
  }

  async pruneBefore(cutoff: Date): Promise<number> {
    const errors = await this.db.delete(clientErrors).where(lt(clientErrors.createdAt, cutoff)).returning({ id: clientErrors.id });
    const vitals = await this.db
      .delete(webVitals)
      .where(or(lt(webVitals.createdAt, cutoff)))
      .returning({ id: webVitals.id });
    return errors.length + vitals.length;
  }
}
