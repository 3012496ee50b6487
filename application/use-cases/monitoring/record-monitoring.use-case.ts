import type { ErrorData } from '../../../wire/monitoring.wire';
import { isReportableError } from '../../../domain/progress';
import { redactPrivateUrl } from '../../../domain/shared/private-url';
import type { Clock } from '../../ports/clock.port';
import type { ErrorCategory, ErrorSeverity, MonitoringRepository, WebVitalSample } from '../../ports/monitoring.repository.port';

export const ERROR_LIMITS = { message: 2000, stack: 10_000, stage: 100, url: 2000, userAgent: 500, metadataJson: 8000 } as const;

export interface ErrorReportInput extends ErrorData {
  submissionId?: string | null;
}

const CATEGORY_RULES: [ErrorCategory, RegExp][] = [
  ['network', /network|failed to fetch|timeout|connect|offline|http \d{3}/i],
  ['upload', /upload|artwork|audio|file/i],
  ['submission', /submit|submission|board|monday/i],
  ['validation', /valid|required|invalid/i],
  ['performance', /slow|memory|long task|vital/i],
  ['javascript', /typeerror|referenceerror|syntaxerror|undefined|null|is not a function/i],
];

/** A category from the stage first, then the message (the dashboard groups by it). */
export function categoriseError(message: string, stage: string): ErrorCategory {
  for (const text of [stage, message]) {
    const found = CATEGORY_RULES.find(([, pattern]) => pattern.test(text));
    if (found) return found[0];
  }
  return 'other';
}

export function severityOf(category: ErrorCategory, stage: string): ErrorSeverity {
  if (category === 'submission' || /submit/i.test(stage)) return 'high';
  if (category === 'upload' || category === 'network') return 'medium';
  return 'low';
}

export interface RecordMonitoringDeps {
  repository: MonitoringRepository;
  clock: Clock;
}

/** POST /api/monitoring/report-error and the vitals endpoint: size-capped, categorised, stored. */
export class RecordMonitoringUseCase {
  constructor(private readonly deps: RecordMonitoringDeps) {}

  async reportError(input: ErrorReportInput): Promise<{ stored: boolean; category?: ErrorCategory }> {
    if (!isReportableError(input.message, input.url)) return { stored: false };
    const stage = (input.stage ?? '').slice(0, ERROR_LIMITS.stage);
    const category = categoriseError(input.message, stage);
    const json = JSON.stringify(input.metadata ?? {});
    const occurred = input.timestamp ? new Date(input.timestamp) : null;
    await this.deps.repository.recordError(
      {
        submissionId: input.submissionId ?? null,
        message: input.message.slice(0, ERROR_LIMITS.message),
        stack: (input.stack ?? '').slice(0, ERROR_LIMITS.stack),
        stage,
        url: redactPrivateUrl(input.url ?? '').slice(0, ERROR_LIMITS.url),
        userAgent: (input.userAgent ?? '').slice(0, ERROR_LIMITS.userAgent),
        metadata: json.length <= ERROR_LIMITS.metadataJson ? (input.metadata ?? {}) : { truncated: true, size: json.length },
        category,
        severity: severityOf(category, stage),
        occurredAt: occurred && !Number.isNaN(occurred.getTime()) ? occurred : null,
      },
      this.deps.clock.now(),
    );
    return { stored: true, category };
  }

  async recordVitals(samples: WebVitalSample[]): Promise<number> {
    // A page's address may hold a private link's token (/submit/resume/…): never stored.
    const redacted = samples.map((sample) => ({ ...sample, url: redactPrivateUrl(sample.url) }));
    await this.deps.repository.recordVitals(redacted, this.deps.clock.now());
    return samples.length;
  }
}
