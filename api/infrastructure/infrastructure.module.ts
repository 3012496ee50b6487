import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { Infrastructure } from '../../adapters/registry';
import { identityProviders } from '../auth/identity.providers';
import { authenticatorsProvider } from '../common/access/authenticators.provider';
import { PORT_TOKENS } from './port-tokens';
import type { Ports } from './ports';
import { portsOf } from './ports-of';

/** Binds each adapter chosen by adapters/registry/ once, under its port's own token, for every feature module. */
@Global()
@Module({})
export class InfrastructureModule {
  static register(infrastructure: Infrastructure): DynamicModule {
    const ports = portsOf(infrastructure);
    const bindings = (Object.keys(PORT_TOKENS) as (keyof Ports)[]).map((name) => ({ provide: PORT_TOKENS[name], useValue: ports[name] }));
    const providers = [...bindings, ...identityProviders, authenticatorsProvider];
    return { module: InfrastructureModule, providers, exports: providers };
  }
}
