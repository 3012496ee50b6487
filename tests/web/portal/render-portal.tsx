import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ContainerProvider } from '../../../web/src/di/container-context';
import { createQueryClient } from '../../../web/src/queries/query-client';

const clients: QueryClient[] = [];
// A cache left behind keeps its garbage-collection timers running after the test.
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

/** inversify ships ESM only, which Jest's CommonJS runtime cannot load: a map answers `get` the same way. */
export function fakeContainer(bindings: [symbol, unknown][]): Container {
  const map = new Map(bindings);
  return {
    get(token: symbol) {
      if (!map.has(token)) throw new Error(`No binding for ${String(token)}`);
      return map.get(token);
    },
  } as unknown as Container;
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
