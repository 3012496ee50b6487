import { createMonitoringGateway } from '../gateway/monitoring.gateway';
import { type HttpLoader, lazyGateway } from './lazy-gateway';
import type { PublicGateways } from './public-gateways';
import { PUBLIC_TOKENS } from './public-tokens';

export { PUBLIC_TOKENS };

type Binding = [symbol, () => unknown];

/**
 * The public site's gateways. Monitoring is there from the first page; the submission flow's gateways are one chunk,
 * loaded with the first call of any of them.
 */
export function publicGatewayFactories(baseUrl: string, loadHttp: HttpLoader): Binding[] {
  let loaded: Promise<PublicGateways> | undefined;
  const submissionFlow = (key: keyof PublicGateways): Binding => [
    PUBLIC_TOKENS[key],
    () =>
      lazyGateway(async () => {
        loaded ??= Promise.all([import('./public-gateways'), loadHttp()]).then(([m, http]) => m.createPublicGateways(http, baseUrl));
        return (await loaded)[key];
      }),
  ];
  return [
    [PUBLIC_TOKENS.monitoring, () => createMonitoringGateway(baseUrl)],
    ...(['catalog', 'draft', 'landing', 'submission', 'upload', 'waitingList'] as const).map(submissionFlow),
  ];
}
