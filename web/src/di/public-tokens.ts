import type { MonitoringGateway } from '../gateway/monitoring.gateway';
import type { PublicGateways } from './public-gateways';
import { type PortId, portId } from './port-id';
import type { WizardGateways } from './wizard-gateways';

type PublicPorts = PublicGateways & WizardGateways & { monitoring: MonitoringGateway };

/** Identifiers of the public site's gateways, each typed by its port. */
export const PUBLIC_TOKENS: { readonly [K in keyof PublicPorts]: PortId<PublicPorts[K]> } = {
  catalogue: portId('CatalogueGateway'),
  draft: portId('DraftGateway'),
  landing: portId('LandingGateway'),
  monitoring: portId('MonitoringGateway'),
  submission: portId('SubmissionGateway'),
  upload: portId('UploadGateway'),
  waitingList: portId('WaitingListGateway'),
};
