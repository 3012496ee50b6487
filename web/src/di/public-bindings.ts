import { createCatalogGateway } from '../gateway/catalog.gateway';
import { createDraftGateway } from '../gateway/draft.gateway';
import type { HttpClient } from '../gateway/http-client';
import { createLandingGateway } from '../gateway/landing.gateway';
import { createMonitoringGateway } from '../gateway/monitoring.gateway';
import { createSubmissionGateway } from '../gateway/submission.gateway';
import { createUploadGateway } from '../gateway/upload.gateway';
import { createWaitingListGateway } from '../gateway/waiting-list.gateway';

/** Tokens of the public site's gateways. */
export const PUBLIC_TOKENS = {
  catalog: Symbol.for('CatalogGateway'),
  draft: Symbol.for('DraftGateway'),
  landing: Symbol.for('LandingGateway'),
  monitoring: Symbol.for('MonitoringGateway'),
  submission: Symbol.for('SubmissionGateway'),
  upload: Symbol.for('UploadGateway'),
  waitingList: Symbol.for('WaitingListGateway'),
} as const;

/** The public site's gateways, each made from the shared HTTP client. */
export function publicGatewayFactories(baseUrl: string): [symbol, (http: HttpClient) => unknown][] {
  return [
    [PUBLIC_TOKENS.catalog, createCatalogGateway],
    [PUBLIC_TOKENS.draft, createDraftGateway],
    [PUBLIC_TOKENS.landing, createLandingGateway],
    [PUBLIC_TOKENS.monitoring, createMonitoringGateway],
    [PUBLIC_TOKENS.submission, createSubmissionGateway],
    [PUBLIC_TOKENS.waitingList, createWaitingListGateway],
    [
      PUBLIC_TOKENS.upload,
      () =>
        createUploadGateway(baseUrl, undefined, {
          // The tus client is loaded with the first upload, not with the first page.
          resumable: async (file, meta, onProgress) => (await import('../gateway/tus-upload')).tusUpload(baseUrl, file, meta, onProgress),
        }),
    ],
  ];
}
