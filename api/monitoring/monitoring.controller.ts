import { Body, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { AnalyticsDashboardResponse, ErrorReportResponse, VitalsResponse } from '../../wire';
import { ANALYTICS_WINDOWS, parseAnalyticsWindow } from '../../domain/analytics';
import { BuildDashboardUseCase } from '../../application/use-cases/monitoring/build-dashboard.use-case';
import { RecordMonitoringUseCase } from '../../application/use-cases/monitoring/record-monitoring.use-case';
import { Public } from '../common/access/access.decorators';
import { ApiPublicWrite } from '../common/http/api-error-responses.decorator';
import { AppError } from '../../application/errors/app-error';
import { RateLimit } from '../public-flow/rate-limit.guard';
import { RecordVitalsDto, ReportErrorDto } from './monitoring.dto';
import { PublicFormController } from '../common/controller-kinds.decorators';
import { StaffRoute, Route } from '../common/route.decorators';
import { RateLimitedWrite } from '../public-flow/rate-limit.decorators';

@PublicFormController('monitoring')
export class MonitoringController {
  constructor(
    private readonly record: RecordMonitoringUseCase,
    private readonly dashboard: BuildDashboardUseCase,
  ) {}

  @Route('POST', 'monitoring/report-error', 'ErrorReportResponse', {
    summary: 'Report a browser error (stored size-capped and categorised)',
    ok: 'Third-party and "Script error" reports are accepted but not stored',
    status: 202,
  })
  @Public()
  @RateLimit('monitoring')
  @ApiPublicWrite('monitoring', 'errorData.message missing or not text, unknown fields')
  async reportError(@Body() body: ReportErrorDto): Promise<ErrorReportResponse> {
    const result = await this.record.reportError({ ...body.errorData, submissionId: body.submissionId ?? null });
    return { success: true, ...result };
  }

  @Route('POST', 'monitoring/vitals', 'VitalsResponse', {
    summary: 'Record web vitals (LCP, FCP, CLS, INP, TTFB) measured by the browser',
    status: 202,
  })
  @Public()
  @RateLimitedWrite('vitals', 'metrics missing, empty or over 20, an unknown metric name or a negative value')
  async vitals(@Body() body: RecordVitalsDto): Promise<VitalsResponse> {
    const recorded = await this.record.recordVitals(
      body.metrics.map((m) => ({ name: m.name, value: m.value, rating: m.rating ?? '', url: m.url ?? '' })),
    );
    return { success: true, recorded };
  }

  @Route('GET', 'analytics/dashboard', 'AnalyticsDashboardResponse', {
    summary: 'Analytics dashboard over the last 1, 24 or 168 hours (staff)',
    refuses: { 400: 'hours other than 1, 24 or 168' },
  })
  @StaffRoute()
  @ApiQuery({ name: 'hours', required: false, enum: ANALYTICS_WINDOWS.map((w) => w.hours) })
  async dashboardData(@Query('hours') hours?: string): Promise<AnalyticsDashboardResponse> {
    const allowed = ANALYTICS_WINDOWS.map((w) => w.hours) as number[];
    if (hours !== undefined && !allowed.includes(Number(hours)))
      throw new AppError('invalid', 'hours must be 1, 24 or 168', { details: [{ field: 'hours', message: 'hours must be 1, 24 or 168' }] });
    return { success: true, data: await this.dashboard.execute(parseAnalyticsWindow(hours)) };
  }
}
