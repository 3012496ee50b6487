import type { ChatKeyResponse, PortalConfigResponse, SetPortalConfigRequest } from '@wire';
import { fetchJson } from './fetch-json';

/** What the pages read from GET /api/config. */
export type PortalConfig = Omit<PortalConfigResponse, 'success'>;

export interface PortalConfigGateway {
  readConfig(): Promise<PortalConfig>;
  setSubmissionsEnabled(enabled: boolean): Promise<boolean>;
  readChatKey(): Promise<string | null>;
}

/** Plain fetch: every page reads the config at start, before it needs the HTTP client of the other gateways. */
export function createPortalConfigGateway(baseUrl = '/api'): PortalConfigGateway {
  return {
    async readConfig() {
      const { submissionsEnabled, labelName } = await fetchJson<PortalConfigResponse>(`${baseUrl}/config`);
      return { submissionsEnabled, labelName };
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
