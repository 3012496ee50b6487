import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ContentTypeGuard } from './common/http/content-type.guard';
import type { Infrastructure } from '../adapters/registry';
import { AuthModule } from './auth/auth.module';
import { AgreementsModule } from './agreements/agreements.module';
import { ProfileModule } from './profile/profile.module';
import { ReviewDeskModule } from './review-desk/review-desk.module';
import { TestDashboardModule } from './test-dashboard/test-dashboard.module';
import { AccessGuard } from './common/access/access.guard';
import { HealthModule } from './health/health.module';
import { InfrastructureModule } from './infrastructure/infrastructure.module';
import { PortalConfigModule } from './portal-config/portal-config.module';
import { PUBLIC_FLOW_MODULES } from './public-flow/public-flow.modules';
import { webAppModules } from './static/web-app.module';
import { UploadsModule } from './uploads/uploads.module';
import { RetentionModule } from './retention/retention.module';
import { MusicCatalogueModule } from './music-catalogue/music-catalogue.module';
import { DraftsModule } from './drafts/drafts.module';
import { JobsModule } from './jobs/jobs.module';
import { IntegrationsModule } from './integrations/integrations.module';
import { StaffCatalogueModule } from './staff-catalogue/staff-catalogue.module';
import { StatementsModule } from './statements/statements.module';
import { StaffDeskModule } from './staff-desk/staff-desk.module';
import { DeliveryTargetsModule } from './delivery-targets/delivery-targets.module';
import { ReleasePackagesModule } from './release-packages/release-packages.module';
import { SplitSheetsModule } from './split-sheets/split-sheets.module';

/** Feature modules of the API; add a new one to FEATURE_MODULES. */
const FEATURE_MODULES = [
  HealthModule,
  PortalConfigModule,
  ...PUBLIC_FLOW_MODULES,
  AuthModule,
  ProfileModule,
  ReviewDeskModule,
  AgreementsModule,
  TestDashboardModule,
  UploadsModule,
  MusicCatalogueModule,
  RetentionModule,
  DraftsModule,
  JobsModule,
  IntegrationsModule,
  StaffCatalogueModule,
  StatementsModule,
  StaffDeskModule,
  DeliveryTargetsModule,
  ReleasePackagesModule,
  SplitSheetsModule,
];

@Module({})
export class AppModule {
  static register(infrastructure: Infrastructure, options: { serveWebApp: boolean }): DynamicModule {
    return {
      module: AppModule,
      imports: [InfrastructureModule.register(infrastructure), ...FEATURE_MODULES, ...(options.serveWebApp ? webAppModules() : [])],
      // In this order: who is calling, then whether the route can read the body they sent.
      providers: [
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_GUARD, useClass: ContentTypeGuard },
      ],
    };
  }
}
