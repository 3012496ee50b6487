import { createHttpClient, type HttpClient } from '../gateway/http-client';
import { createPortalConfigGateway } from '../gateway/portal-config.gateway';
import { portalGatewayFactories } from './portal-bindings';
import { createPortContainer, type PortContainer } from './port-container';
import { publicGatewayFactories } from './public-bindings';
import { TOKENS } from './tokens';

/** Binds every gateway by factory; tests build a container with their own bindings. */
export function createContainer(baseUrl = '/api'): PortContainer {
  const http = createHttpClient(baseUrl);
  const onHttp = (make: (http: HttpClient) => unknown) => () => make(http);
  return createPortContainer(
    new Map([
      [TOKENS.http, () => http],
      [TOKENS.portalConfig, onHttp(createPortalConfigGateway)],
      ...portalGatewayFactories(baseUrl).map(([token, make]) => [token, onHttp(make)] as const),
      ...publicGatewayFactories(baseUrl).map(([token, make]) => [token, onHttp(make)] as const),
    ]),
  );
}
