import { createAnalyticsGateway } from '../gateway/analytics.gateway';
import { createAgreementGateway } from '../gateway/agreement.gateway';
import type { HttpClient } from '../gateway/http-client';
import { createIntegrationsGateway } from '../gateway/integrations.gateway';
import { createLabelCopyGateway } from '../gateway/label-copy.gateway';
import { createProfileGateway } from '../gateway/profile.gateway';
import { createReleaseDeliveryGateway } from '../gateway/release-delivery.gateway';
import { createReviewDeskGateway } from '../gateway/review-desk.gateway';
import { createSessionGateway } from '../gateway/session.gateway';
import { createStaffToolsGateway } from '../gateway/staff-tools.gateway';
import { createTestDashboardGateway } from '../gateway/test-dashboard.gateway';

export type PortalGateways = ReturnType<typeof createPortalGateways>;

/** The sign-in, artist and staff pages' gateways: one chunk, loaded with the first call (di/container.ts). */
export function createPortalGateways(http: HttpClient) {
  return {
    session: createSessionGateway(http),
    profile: createProfileGateway(http),
    agreement: createAgreementGateway(http),
    reviewDesk: createReviewDeskGateway(http),
    staffTools: createStaffToolsGateway(http),
    analytics: createAnalyticsGateway(http),
    testDashboard: createTestDashboardGateway(http),
    integrations: createIntegrationsGateway(http),
    releaseDelivery: createReleaseDeliveryGateway(http),
    labelCopy: createLabelCopyGateway(http),
  };
}
