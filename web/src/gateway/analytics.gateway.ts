import type { AnalyticsDashboard, AnalyticsDashboardResponse } from '@wire';
import { type HttpClient, requestJson } from './http-client';

export type { AnalyticsDashboard };

export interface AnalyticsGateway {
  dashboard(hours: number): Promise<AnalyticsDashboard>;
}

export function createAnalyticsGateway(http: HttpClient): AnalyticsGateway {
  return {
    async dashboard(hours) {
      return (await requestJson<AnalyticsDashboardResponse>(http, 'analytics/dashboard', { searchParams: { hours: String(hours) } })).data;
    },
  };
}
