import type { ChatKeyResponse, PortalConfigResponse, SetPortalConfigRequest } from '../../../contracts';
import { type HttpClient, requestJson } from './http-client';

export interface PortalConfigGateway {
  readSubmissionsEnabled(): Promise<boolean>;
  setSubmissionsEnabled(enabled: boolean): Promise<boolean>;
  readChatKey(): Promise<string | null>;
}

export function createPortalConfigGateway(http: HttpClient): PortalConfigGateway {
  return {
    async readSubmissionsEnabled() {
      return (await requestJson<PortalConfigResponse>(http, 'config')).submissionsEnabled;
    },
    async setSubmissionsEnabled(enabled) {
      const json: SetPortalConfigRequest = { submissionsEnabled: enabled };
      return (await requestJson<PortalConfigResponse>(http, 'config/set', { method: 'post', json })).submissionsEnabled;
    },
    async readChatKey() {
      return (await requestJson<ChatKeyResponse>(http, 'config/tidio')).tidioKey;
    },
  };
}
