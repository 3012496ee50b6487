import type { ChatKeyResponse, PortalConfigResponse, SetPortalConfigRequest } from '../../../contracts';
import { fetchJson } from './fetch-json';

export interface PortalConfigGateway {
  readSubmissionsEnabled(): Promise<boolean>;
  readLabelName(): Promise<string>;
  setSubmissionsEnabled(enabled: boolean): Promise<boolean>;
  readChatKey(): Promise<string | null>;
}

/** Plain fetch: every page reads the config at start, before it needs the HTTP client of the other gateways. */
export function createPortalConfigGateway(baseUrl = '/api'): PortalConfigGateway {
  return {
    async readSubmissionsEnabled() {
      return (await fetchJson<PortalConfigResponse>(`${baseUrl}/config`)).submissionsEnabled;
    },
    async readLabelName() {
      return (await fetchJson<PortalConfigResponse>(`${baseUrl}/config`)).labelName;
    },
    async setSubmissionsEnabled(enabled) {
      const json: SetPortalConfigRequest = { submissionsEnabled: enabled };
      return (await fetchJson<PortalConfigResponse>(`${baseUrl}/config/set`, { method: 'post', json })).submissionsEnabled;
    },
    async readChatKey() {
      return (await fetchJson<ChatKeyResponse>(`${baseUrl}/config/tidio`)).tidioKey;
    },
  };
}
