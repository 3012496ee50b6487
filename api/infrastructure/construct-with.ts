import type { FactoryProvider } from '@nestjs/common';
import { PORT_TOKENS } from './port-tokens';
import type { Ports } from './ports';

type ProviderClass = abstract new (...args: never[]) => unknown;

/** What a constructor parameter is filled with: a port by its name, or another provider by its class. */
export type Dependency = keyof Ports | ProviderClass;

type Resolved<D> = D extends keyof Ports ? Ports[D] : D extends abstract new (...args: never[]) => infer Instance ? Instance : never;
type ResolvedNamed<M> = { -readonly [Name in keyof M]: Resolved<M[Name]> };

/**
 * A provider of `type`, whose constructor takes one object of dependencies: each of its fields is filled with
 * the port or provider `dependencies` names for it. The compiler checks the object against the constructor.
 */
export function constructWith<T, const M extends Record<string, Dependency>>(
  type: new (dependencies: ResolvedNamed<M>) => T,
  dependencies: M,
): FactoryProvider<T> {
  const fields = Object.keys(dependencies);
  return {
    provide: type,
    inject: fields.map((field) => {
      const d = dependencies[field];
      return typeof d === 'string' ? PORT_TOKENS[d] : d;
    }),
    useFactory: (...values: unknown[]) => new type(Object.fromEntries(fields.map((field, at) => [field, values[at]])) as ResolvedNamed<M>),
  };
}
