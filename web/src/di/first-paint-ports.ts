import type { Container } from 'inversify';
import { createMonitoringGateway } from '../gateway/monitoring.gateway';
import { createPortalConfigGateway } from '../gateway/portal-config.gateway';
import type { PortId } from './port-id';
import type { PortalGateways } from './portal-gateways';
import { PORTAL_TOKENS } from './portal-tokens';
import { containerPorts, type PortResolver } from './port-resolver';
import { PUBLIC_TOKENS } from './public-tokens';
import { TOKENS } from './tokens';
import type { WizardGateways } from './wizard-gateways';

/** Each port of a group of gateways, made from the group when it is first asked for (one chunk, loaded once). */
function groupPorts<G extends object>(ids: { readonly [K in keyof G]: PortId<G[K]> }, load: () => Promise<G>) {
  return (Object.keys(ids) as (keyof G)[]).map((key) => [ids[key] as symbol, async () => (await load())[key]] as const);
}

/**
 * The app's ports. Those a first visit calls while it loads are made here until the inversify container, which binds
 * every port, has loaded: the config and monitoring on every page, the wizard's draft and form session on `/` and
 * `/submit`, the session and the artist's reads on the sign-in pages and the dashboard (each a plain fetch). The
 * container loads with the first other port asked for, so a first paint never waits for it: its 17 KB would take
 * `/submit` over its first-load budget, and evaluating it is a long task on a phone.
 */
export function firstPaintPorts(baseUrl: string, loadContainer: () => Promise<Container>): PortResolver {
  let container: PortResolver | undefined;
  let wizardGateways: Promise<WizardGateways> | undefined;
  let portalGateways: Promise<PortalGateways> | undefined;
  const wizard = () => (wizardGateways ??= import('./wizard-gateways').then((m) => m.createWizardGateways(baseUrl)));
  const portal = () =>
    (portalGateways ??= Promise.all([import('./portal-gateways'), import('../gateway/http-client')]).then(([gateways, http]) =>
      gateways.createPortalGateways(http.createHttpClient(baseUrl)),
    ));
  const config = createPortalConfigGateway(baseUrl);
  const monitoring = createMonitoringGateway(baseUrl);
  const early = new Map<symbol, () => Promise<unknown>>([
    [TOKENS.portalConfig, async () => config],
    [PUBLIC_TOKENS.monitoring, async () => monitoring],
    ...groupPorts<Pick<WizardGateways, 'draft' | 'submission'>>(
      { draft: PUBLIC_TOKENS.draft, submission: PUBLIC_TOKENS.submission },
      wizard,
    ),
    ...groupPorts<PortalGateways>(PORTAL_TOKENS, portal),
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
