import type { PortContainer } from './port-container';
import { createContext, type ReactNode, useContext } from 'react';

const ContainerContext = createContext<PortContainer | null>(null);

export function ContainerProvider({ container, children }: { container: PortContainer; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** Resolves a web port from the container given to the app. */
export function useInjection<T>(token: symbol): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('ContainerProvider is missing');
  return container.get<T>(token);
}
