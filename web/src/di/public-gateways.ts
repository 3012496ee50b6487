import { createCatalogueGateway } from '../gateway/catalogue.gateway';
import type { HttpClient } from '../gateway/http-client';
import { createLandingGateway } from '../gateway/landing.gateway';
import { createUploadGateway } from '../gateway/upload.gateway';
import { createWaitingListGateway } from '../gateway/waiting-list.gateway';

export type PublicGateways = ReturnType<typeof createPublicGateways>;

/** The submission flow's gateways on the HTTP client: one chunk, loaded with the first call of any of them (di/container.ts). */
export function createPublicGateways(http: HttpClient, baseUrl: string) {
  return {
    catalogue: createCatalogueGateway(http),
    landing: createLandingGateway(http),
    waitingList: createWaitingListGateway(http),
    upload: createUploadGateway(baseUrl, undefined, {
      // The tus client is loaded with the first upload, not with the first page.
      resumable: async (file, meta, onProgress) => (await import('../gateway/tus-upload')).tusUpload(baseUrl, file, meta, onProgress),
    }),
  };
}
