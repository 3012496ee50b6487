import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ContainerProvider } from '../../../web/src/di/container-context';

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

/** Renders a portal component inside a router and a container holding the given gateways. */
export function renderPortal(ui: ReactElement, bindings: [symbol, unknown][] = [], path = '/dashboard') {
  return render(
    <ContainerProvider container={fakeContainer(bindings)}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </ContainerProvider>,
  );
}
