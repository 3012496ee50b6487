import { contractPdfUrl } from '../gateway/contract-links';
import type { ContractGateway } from '../gateway/contract.gateway';
import type { ReviewDeskGateway } from '../gateway/review-desk.gateway';
import { reviewDeskCsvUrl } from '../gateway/review-desk-query';
import { type HttpLoader, lazyGateway } from './lazy-gateway';
import type { PortalGateways } from './portal-gateways';
import { PORTAL_TOKENS } from './portal-tokens';

type Binding = [symbol, () => unknown];

/**
 * The portal's and staff pages' gateways: one chunk, loaded with the first call of any of them. The download links
 * (agreement PDF, review desk CSV) are built at once.
 */
export function portalGatewayFactories(baseUrl: string, loadHttp: HttpLoader): Binding[] {
  let loaded: Promise<PortalGateways> | undefined;
  const load = async <K extends keyof PortalGateways>(key: K): Promise<PortalGateways[K]> => {
    loaded ??= Promise.all([import('./portal-gateways'), loadHttp()]).then(([m, http]) => m.createPortalGateways(http, baseUrl));
    return (await loaded)[key];
  };
  const eager: { [K in keyof PortalGateways]?: Partial<PortalGateways[K]> } = {
    contract: { pdfUrl: (signatureId: string) => contractPdfUrl(baseUrl, signatureId) } satisfies Partial<ContractGateway>,
    reviewDesk: { csvUrl: reviewDeskCsvUrl } satisfies Partial<ReviewDeskGateway>,
  };
  return (Object.keys(PORTAL_TOKENS) as (keyof PortalGateways)[]).map((key) => [
    PORTAL_TOKENS[key],
    () => lazyGateway(() => load(key), eager[key]),
  ]);
}
