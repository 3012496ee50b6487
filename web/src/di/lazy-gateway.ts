/**
 * A port whose methods wait for it to be resolved with their first call, so a component has its gateway at once and
 * the container (and the gateway's chunk) load only when a call needs them. Once resolved, calls go straight through.
 */
export function lazyGateway<T extends object>(load: () => Promise<T>): T {
  let pending: Promise<T> | undefined;
  let loaded: T | undefined;
  const method = (target: T, name: string): unknown => {
    const fn: unknown = Reflect.get(target, name);
    if (typeof fn !== 'function') throw new Error(`No gateway method ${name}`);
    return fn;
  };
  const call = async (name: string, args: unknown[]): Promise<unknown> => {
    pending ??= load().then((gateway) => (loaded = gateway));
    const gateway = await pending;
    return Reflect.apply(method(gateway, name) as (...a: unknown[]) => unknown, gateway, args);
  };
  // `then` stays undefined: the proxy must never look like a promise itself.
  return new Proxy({} as T, {
    get: (_target, name) => {
      if (typeof name !== 'string' || name === 'then') return undefined;
      return (...args: unknown[]) =>
        loaded ? Reflect.apply(method(loaded, name) as (...a: unknown[]) => unknown, loaded, args) : call(name, args);
    },
  });
}
