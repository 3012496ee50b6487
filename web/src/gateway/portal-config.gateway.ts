import { type HttpClient, requestJson } from './http-client';

export interface PortalConfigGateway {
  readSubmissionsEnabled(): Promise<boolean>;
  setSubmissionsEnabled(enabled: boolean): Promise<boolean>;
  readChatKey(): Promise<string | null>;
}

export function createPortalConfigGateway(http: HttpClient): PortalConfigGateway {
  return {
    async readSubmissionsEnabled() {
      return (await requestJson<{ submissionsEnabled: boolean }>(http, 'config')).submissionsEnabled;
    },
    async setSubmissionsEnabled(enabled) {
      const body = await requestJson<{ submissionsEnabled: boolean }>(http, 'config/set', { method: 'post', json: { submissionsEnabled: enabled } });
      return body.submissionsEnabled;
    },
    async readChatKey() {
      return (await requestJson<{ tidioKey: string | null }>(http, 'config/tidio')).tidioKey;
    },
  };
}
