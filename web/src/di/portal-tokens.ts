/** Tokens of the artist portal's and staff pages' gateways. */
export const PORTAL_TOKENS = {
  session: Symbol.for('SessionGateway'),
  profile: Symbol.for('ProfileGateway'),
  contract: Symbol.for('ContractGateway'),
  reviewDesk: Symbol.for('ReviewDeskGateway'),
  staffTools: Symbol.for('StaffToolsGateway'),
  analytics: Symbol.for('AnalyticsGateway'),
  testDashboard: Symbol.for('TestDashboardGateway'),
  integrations: Symbol.for('IntegrationsGateway'),
  releaseDelivery: Symbol.for('ReleaseDeliveryGateway'),
} as const;
