import type { FactoryProvider, InjectionToken } from '@nestjs/common';
import { PORT_TOKENS } from './port-tokens';
import type { Ports } from './ports';

/**
 * A provider built from the ports it names, and nothing else: Nest injects each by its token and the factory
 * reads them by name. Other providers it needs (another use case) follow in `others`, passed after the ports.
 */
export function withPorts<Name extends keyof Ports, T, Others extends unknown[] = []>(
  provide: InjectionToken,
  names: readonly Name[],
  build: (ports: Pick<Ports, Name>, ...others: Others) => T,
  others: InjectionToken[] = [],
): FactoryProvider<T> {
  return {
    provide,
    inject: [...names.map((name) => PORT_TOKENS[name]), ...others],
    useFactory: (...values: unknown[]) => {
      const ports = Object.fromEntries(names.map((name, at) => [name, values[at]])) as Pick<Ports, Name>;
      return build(ports, ...(values.slice(names.length) as Others));
    },
  };
}
