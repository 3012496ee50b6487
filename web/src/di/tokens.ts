import type { HttpClient } from '../gateway/http-client';
import type { PortalConfigGateway } from '../gateway/portal-config.gateway';
import { portId } from './port-id';

/** Identifiers of the web's own ports (the HTTP client and the portal's configuration). */
export const TOKENS = {
  http: portId<HttpClient>('HttpClient'),
  portalConfig: portId<PortalConfigGateway>('PortalConfigGateway'),
} as const;
