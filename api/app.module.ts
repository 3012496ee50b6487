import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { Infrastructure } from '../adapters/registry';
import { AccessGuard } from './common/access/access.guard';
import { HealthModule } from './health/health.module';
import { InfrastructureModule } from './infrastructure/infrastructure.module';
import { PortalConfigModule } from './portal-config/portal-config.module';
import { webAppModules } from './static/web-app.module';

/** Feature modules of the API; add a new one to FEATURE_MODULES. */
const FEATURE_MODULES = [HealthModule, PortalConfigModule];

@Module({})
export class AppModule {
  static register(infrastructure: Infrastructure, options: { serveWebApp: boolean }): DynamicModule {
    return {
      module: AppModule,
      imports: [InfrastructureModule.register(infrastructure), ...FEATURE_MODULES, ...(options.serveWebApp ? webAppModules() : [])],
      providers: [{ provide: APP_GUARD, useClass: AccessGuard }],
    };
  }
}
