import type { HttpClient } from '../gateway/http-client';
import { createPortalConfigGateway } from '../gateway/portal-config.gateway';
import { type HttpLoader, lazyGateway } from './lazy-gateway';
import { portalGatewayFactories } from './portal-bindings';
import { createPortContainer, type PortContainer } from './port-container';
import { publicGatewayFactories } from './public-bindings';
import { TOKENS } from './tokens';

/** Binds every gateway by factory; tests build a container with their own bindings. */
export function createContainer(baseUrl = '/api'): PortContainer {
  let http: Promise<HttpClient> | undefined;
  const loadHttp: HttpLoader = () => (http ??= import('../gateway/http-client').then((m) => m.createHttpClient(baseUrl)));
  return createPortContainer(
    new Map([
      // Only a fire-and-forget call (the wizard's keep-alive ping) uses the client itself.
      [TOKENS.http, () => lazyGateway(loadHttp)],
      [TOKENS.portalConfig, () => createPortalConfigGateway(baseUrl)],
      ...portalGatewayFactories(baseUrl, loadHttp),
      ...publicGatewayFactories(baseUrl, loadHttp),
    ]),
  );
}
