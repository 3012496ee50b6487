import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createPortContainer, type PortContainer } from '../../../web/src/di/port-container';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ContainerProvider } from '../../../web/src/di/container-context';
import { createQueryClient } from '../../../web/src/queries/query-client';

const clients: QueryClient[] = [];
// A cache left behind keeps its garbage-collection timers running after the test.
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

/** A container that answers each token with the given value. */
export function fakeContainer(bindings: [symbol, unknown][]): PortContainer {
  return createPortContainer(new Map(bindings.map(([token, value]) => [token, () => value])));
}

/** Renders a portal component inside a router, the app's own query cache (fresh per test) and the given gateways. */
export function renderPortal(ui: ReactElement, bindings: [symbol, unknown][] = [], path = '/dashboard', client = createQueryClient()) {
  clients.push(client);
  const rendered = render(
    <ContainerProvider container={fakeContainer(bindings)}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </ContainerProvider>,
  );
  return { ...rendered, client };
}

export type { QueryClient };

/** Pages (by path) inside a signed-in frame; any other path, such as the sign-in page, renders `elsewhere`. */
export function inFrame(frame: ReactElement, pages: Record<string, ReactElement>, elsewhere: ReactElement) {
  return (
    <Routes>
      <Route element={frame}>
        {Object.entries(pages).map(([path, page]) => (
          <Route key={path} path={path} element={page} />
        ))}
      </Route>
      <Route path="*" element={elsewhere} />
    </Routes>
  );
}
