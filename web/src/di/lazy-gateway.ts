import type { HttpClient } from '../gateway/http-client';

/** Loads the HTTP client (ky) once, with the first call that needs it; the config and monitoring use plain fetch. */
export type HttpLoader = () => Promise<HttpClient>;

/**
 * A gateway whose module loads with its first call, so the first page does not carry every gateway. Its async
 * methods wait for the module; the few synchronous ones (download links) are given as `eager`.
 */
export function lazyGateway<T extends object>(load: () => Promise<T>, eager: Partial<T> = {}): T {
  let gateway: Promise<T> | undefined;
  const call = async (method: string, args: unknown[]): Promise<unknown> => {
    gateway ??= load();
    const loaded = await gateway;
    const fn: unknown = Reflect.get(loaded, method);
    if (typeof fn !== 'function') throw new Error(`No gateway method ${method}`);
    return Reflect.apply(fn, loaded, args);
  };
  // `then` stays undefined: the proxy must never look like a promise itself.
  return new Proxy(eager as T, {
    get: (target, method) => {
      if (typeof method !== 'string' || method === 'then') return undefined;
      return Reflect.get(target, method) ?? ((...args: unknown[]) => call(method, args));
    },
  });
}
