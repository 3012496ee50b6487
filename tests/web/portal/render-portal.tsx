import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Container } from 'inversify';
import { containerPorts, type PortResolver } from '../../../web/src/di/port-resolver';
import type { ReactElement } from 'react';
import { ContainerProvider } from '../../../web/src/di/container-context';
import { createQueryClient } from '../../../web/src/queries/query-client';
import { AppRouterAt } from '../web-router';

const clients: QueryClient[] = [];
// A cache left behind keeps its garbage-collection timers running after the test.
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

/** An inversify container that answers each identifier with the given value. */
export function fakeContainer(bindings: [symbol, unknown][]): PortResolver {
  const container = new Container();
  for (const [id, value] of bindings) container.bind(id).toConstantValue(value);
  return containerPorts(async () => container);
}

/** Renders a portal component inside a router, the app's own query cache (fresh per test) and the given gateways. */
export function renderPortal(ui: ReactElement, bindings: [symbol, unknown][] = [], path = '/dashboard', client = createQueryClient()) {
  clients.push(client);
  const rendered = render(
    <ContainerProvider ports={fakeContainer(bindings)}>
      <QueryClientProvider client={client}>
        <AppRouterAt path={path}>{ui}</AppRouterAt>
      </QueryClientProvider>
    </ContainerProvider>,
  );
  return { ...rendered, client };
}

export type { QueryClient };

export { inFrame } from '../web-router';
