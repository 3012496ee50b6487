import { type DynamicModule, Global, Module } from '@nestjs/common';
import { CLOCK } from '../../application/ports/clock.port';
import { HEALTH_CHECKS } from '../../application/ports/health-check.port';
import { SETTINGS_REPOSITORY } from '../../application/ports/settings.repository.port';
import type { Infrastructure } from '../../adapters/registry';
import { AUTHENTICATORS } from '../common/access/authenticator';
import { StaffTokenAuthenticator } from '../common/access/staff-token.authenticator';
import { SessionAuthenticator } from '../common/access/session.authenticator';
import { IDENTITY, identityUseCasesFor } from '../auth/identity.providers';
import { publicFlowProviders } from './public-flow.providers';
import { APP_CONFIG, DATABASE, INFRASTRUCTURE } from './tokens';

/** Exposes the adapters chosen by adapters/registry.ts to every feature module under the ports' tokens. */
@Global()
@Module({})
export class InfrastructureModule {
  static register(infrastructure: Infrastructure): DynamicModule {
    const identity = identityUseCasesFor(infrastructure);
    const providers = [
      { provide: INFRASTRUCTURE, useValue: infrastructure },
      { provide: APP_CONFIG, useValue: infrastructure.config },
      { provide: DATABASE, useValue: infrastructure.database },
      { provide: CLOCK, useValue: infrastructure.clock },
      { provide: SETTINGS_REPOSITORY, useValue: infrastructure.settings },
      { provide: HEALTH_CHECKS, useValue: infrastructure.healthChecks },
      { provide: IDENTITY, useValue: identity },
      {
        provide: AUTHENTICATORS,
        useValue: [
          new StaffTokenAuthenticator(infrastructure.config.staffApiToken),
          new SessionAuthenticator(identity.sessions, infrastructure.config.auth),
        ],
      },
      ...publicFlowProviders(infrastructure),
    ];
    return { module: InfrastructureModule, providers, exports: providers.map((p) => p.provide) };
  }
}
