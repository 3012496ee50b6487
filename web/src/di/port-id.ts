declare const port: unique symbol;

/** A service identifier that carries the port it names, so resolving it needs no assertion at the caller. */
export type PortId<T> = symbol & { readonly [port]?: T };

export function portId<T>(name: string): PortId<T> {
  return Symbol.for(name) as PortId<T>;
}
