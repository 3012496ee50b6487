import type { Container } from 'inversify';
import type { PortId } from './port-id';

/** Resolves a web port by its typed identifier; the container behind it may load later than the first paint. */
export interface PortResolver {
  get<T>(id: PortId<T>): Promise<T>;
}

/** Ports from an inversify container that `load` gives (the app imports its module with the first port asked for). */
export function containerPorts(load: () => Promise<Container>): PortResolver {
  let container: Promise<Container> | undefined;
  return {
    async get<T>(id: PortId<T>): Promise<T> {
      container ??= load();
      return (await container).getAsync<T>(id);
    },
  };
}
