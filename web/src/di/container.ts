import { Container } from 'inversify';
import { createHttpClient, type HttpClient } from '../gateway/http-client';
import { createPortalConfigGateway } from '../gateway/portal-config.gateway';
import { bindPortalGateways } from './portal-bindings';
import { bindPublicGateways } from './public-bindings';
import { TOKENS } from './tokens';

/** Binds every gateway by factory; tests build a container with their own bindings. */
export function createContainer(baseUrl = '/api'): Container {
  const container = new Container();
  container.bind<HttpClient>(TOKENS.http).toConstantValue(createHttpClient(baseUrl));
  container
    .bind(TOKENS.portalConfig)
    .toDynamicValue((context) => createPortalConfigGateway(context.get<HttpClient>(TOKENS.http)))
    .inSingletonScope();
  bindPortalGateways(container, baseUrl);
  bindPublicGateways(container, baseUrl);
  return container;
}
