import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { lazyGateway } from './lazy-gateway';
import type { PortId } from './port-id';
import type { PortResolver } from './port-resolver';

const PortsContext = createContext<PortResolver | null>(null);

export function ContainerProvider({ ports, children }: { ports: PortResolver; children: ReactNode }) {
  return <PortsContext.Provider value={ports}>{children}</PortsContext.Provider>;
}

/** The web port `id` names, from the container given to the app; its calls wait for the container to load. */
export function useInjection<T extends object>(id: PortId<T>): T {
  const ports = useContext(PortsContext);
  if (!ports) throw new Error('ContainerProvider is missing');
  return useMemo(() => lazyGateway(() => ports.get(id)), [ports, id]);
}
