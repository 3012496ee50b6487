import { createMonitoringGateway } from '../gateway/monitoring.gateway';
import { type HttpLoader, lazyGateway } from './lazy-gateway';
import type { PublicGateways } from './public-gateways';
import { PUBLIC_TOKENS } from './public-tokens';
import type { WizardGateways } from './wizard-gateways';

export { PUBLIC_TOKENS };

type Binding = [symbol, () => unknown];

/**
 * The public site's gateways. Monitoring is there from the first page; the wizard's draft and form session are a
 * small chunk on plain fetch; the rest of the submission flow's gateways are one chunk with the HTTP client. Each
 * chunk loads with the first call of any of its gateways.
 */
export function publicGatewayFactories(baseUrl: string, loadHttp: HttpLoader): Binding[] {
  let flow: Promise<PublicGateways> | undefined;
  let wizard: Promise<WizardGateways> | undefined;
  const submissionFlow = (key: keyof PublicGateways): Binding => [
    PUBLIC_TOKENS[key],
    () =>
      lazyGateway(async () => {
        flow ??= Promise.all([import('./public-gateways'), loadHttp()]).then(([m, http]) => m.createPublicGateways(http, baseUrl));
        return (await flow)[key];
      }),
  ];
  const wizardCalls = (key: keyof WizardGateways): Binding => [
    PUBLIC_TOKENS[key],
    () =>
      lazyGateway(async () => {
        wizard ??= import('./wizard-gateways').then((m) => m.createWizardGateways(baseUrl));
        return (await wizard)[key];
      }),
  ];
  return [
    [PUBLIC_TOKENS.monitoring, () => createMonitoringGateway(baseUrl)],
    ...(['catalog', 'landing', 'upload', 'waitingList'] as const).map(submissionFlow),
    ...(['draft', 'submission'] as const).map(wizardCalls),
  ];
}
