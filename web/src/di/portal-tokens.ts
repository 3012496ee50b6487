import type { PortalGateways } from './portal-gateways';
import { type PortId, portId } from './port-id';

/** Identifiers of the artist portal's and staff pages' gateways, each typed by its port. */
export const PORTAL_TOKENS: { readonly [K in keyof PortalGateways]: PortId<PortalGateways[K]> } = {
  session: portId('SessionGateway'),
  profile: portId('ProfileGateway'),
  agreement: portId('AgreementGateway'),
  reviewDesk: portId('ReviewDeskGateway'),
  staffTools: portId('StaffToolsGateway'),
  analytics: portId('AnalyticsGateway'),
  testDashboard: portId('TestDashboardGateway'),
  integrations: portId('IntegrationsGateway'),
  releaseDelivery: portId('ReleaseDeliveryGateway'),
  labelCopy: portId('LabelCopyGateway'),
};
