/** Resolves the web's ports (gateways to the API) by token; the app and the tests each give their own. */
export interface PortContainer {
  get<T>(token: symbol): T;
}

type Factory = (container: PortContainer) => unknown;

/**
 * A container of singletons built on first use from their factories. The web binds a dozen gateways by factory and
 * nothing else, so a map does what a DI library would, without its weight on the first page load.
 */
export function createPortContainer(factories: ReadonlyMap<symbol, Factory>): PortContainer {
  const built = new Map<symbol, unknown>();
  const container: PortContainer = {
    get<T>(token: symbol): T {
      if (!built.has(token)) {
        const factory = factories.get(token);
        if (!factory) throw new Error(`No binding for ${String(token)}`);
        built.set(token, factory(container));
      }
      return built.get(token) as T;
    },
  };
  return container;
}
