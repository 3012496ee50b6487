import type { Container } from 'inversify';
import { createMonitoringGateway } from '../gateway/monitoring.gateway';
import { createPortalConfigGateway } from '../gateway/portal-config.gateway';
import type { PortId } from './port-id';
import { containerPorts, type PortResolver } from './port-resolver';
import { PUBLIC_TOKENS } from './public-tokens';
import { TOKENS } from './tokens';
import type { WizardGateways } from './wizard-gateways';

/**
 * The app's ports. The four a first visit to `/` or `/submit` calls while it loads (the config, monitoring, the
 * wizard's draft and form session: plain fetch) are made here until the inversify container, which binds every port,
 * has loaded; it loads with the first other port asked for, so a first paint never waits for it (its 17 KB would
 * take `/submit` over its first-load budget).
 */
export function firstPaintPorts(baseUrl: string, loadContainer: () => Promise<Container>): PortResolver {
  let container: PortResolver | undefined;
  let wizardGateways: Promise<WizardGateways> | undefined;
  const wizard = () => (wizardGateways ??= import('./wizard-gateways').then((m) => m.createWizardGateways(baseUrl)));
  const config = createPortalConfigGateway(baseUrl);
  const monitoring = createMonitoringGateway(baseUrl);
  const early = new Map<symbol, () => Promise<unknown>>([
    [TOKENS.portalConfig, async () => config],
    [PUBLIC_TOKENS.monitoring, async () => monitoring],
    [PUBLIC_TOKENS.draft, async () => (await wizard()).draft],
    [PUBLIC_TOKENS.submission, async () => (await wizard()).submission],
  ]);
  return {
    get<T>(id: PortId<T>): Promise<T> {
      const made = early.get(id);
      // The map's values are each made for their identifier's port above.
      if (!container && made) return made() as Promise<T>;
      container ??= containerPorts(loadContainer);
      return container.get(id);
    },
  };
}
