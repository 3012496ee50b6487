import { createAnalyticsGateway } from '../gateway/analytics.gateway';
import { createContractGateway } from '../gateway/contract.gateway';
import type { HttpClient } from '../gateway/http-client';
import { createProfileGateway } from '../gateway/profile.gateway';
import { createReviewDeskGateway } from '../gateway/review-desk.gateway';
import { createSessionGateway } from '../gateway/session.gateway';
import { createStaffToolsGateway } from '../gateway/staff-tools.gateway';
import { createTestDashboardGateway } from '../gateway/test-dashboard.gateway';
import { PORTAL_TOKENS } from './portal-tokens';

/** The portal's and staff pages' gateways, each made from the shared HTTP client. */
export function portalGatewayFactories(baseUrl: string): [symbol, (http: HttpClient) => unknown][] {
  return [
    [PORTAL_TOKENS.session, createSessionGateway],
    [PORTAL_TOKENS.profile, createProfileGateway],
    [PORTAL_TOKENS.contract, (http) => createContractGateway(http, baseUrl)],
    [PORTAL_TOKENS.reviewDesk, createReviewDeskGateway],
    [PORTAL_TOKENS.staffTools, createStaffToolsGateway],
    [PORTAL_TOKENS.analytics, createAnalyticsGateway],
    [PORTAL_TOKENS.testDashboard, createTestDashboardGateway],
  ];
}
