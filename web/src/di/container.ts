import { Container } from 'inversify';
import type { HttpClient } from '../gateway/http-client';
import { createMonitoringGateway } from '../gateway/monitoring.gateway';
import { createPortalConfigGateway } from '../gateway/portal-config.gateway';
import type { PortalGateways } from './portal-gateways';
import { PORTAL_TOKENS } from './portal-tokens';
import type { PortId } from './port-id';
import type { PublicGateways } from './public-gateways';
import { PUBLIC_TOKENS } from './public-tokens';
import { TOKENS } from './tokens';
import type { WizardGateways } from './wizard-gateways';

/** A value made once, with its first use. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

function bindPort<T>(container: Container, id: PortId<T>, make: () => T | Promise<T>): void {
  container.bind<T>(id).toDynamicValue(make).inSingletonScope();
}

/** Binds each port of a group to its member of the group, which loads (one chunk) with the first port asked for. */
function bindGroup<G extends object>(container: Container, ids: { readonly [K in keyof G]: PortId<G[K]> }, load: () => Promise<G>) {
  for (const key of Object.keys(ids) as (keyof G)[]) bindPort(container, ids[key], async () => (await load())[key]);
}

/**
 * The web's ports in inversify. Each group of gateways is a chunk of its own, loaded with the first port of it that
 * is resolved (container.getAsync), so a page loads only the gateways it calls. Tests build a container of fakes.
 */
export function createContainer(baseUrl = '/api'): Container {
  const container = new Container();
  const http = once(async (): Promise<HttpClient> => (await import('../gateway/http-client')).createHttpClient(baseUrl));
  bindPort(container, TOKENS.http, http);
  bindPort(container, TOKENS.portalConfig, () => createPortalConfigGateway(baseUrl));
  bindPort(container, PUBLIC_TOKENS.monitoring, () => createMonitoringGateway(baseUrl));
  const { monitoring: _monitoring, ...flowIds } = PUBLIC_TOKENS;
  const { draft, submission, ...onHttp } = flowIds;
  bindGroup<PortalGateways>(
    container,
    PORTAL_TOKENS,
    once(async () => (await import('./portal-gateways')).createPortalGateways(await http())),
  );
  bindGroup<PublicGateways>(
    container,
    onHttp,
    once(async () => (await import('./public-gateways')).createPublicGateways(await http(), baseUrl)),
  );
  bindGroup<WizardGateways>(
    container,
    { draft, submission },
    once(async () => (await import('./wizard-gateways')).createWizardGateways(baseUrl)),
  );
  return container;
}
