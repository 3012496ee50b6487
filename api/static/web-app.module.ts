import { existsSync } from 'node:fs';
import path from 'node:path';
import { type DynamicModule, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Express } from 'express';
import { SubmissionModeUseCase } from '../../application/use-cases/submission-mode.use-case';
import { WAITING_LIST_VARIANT } from '../../domain/submissions-mode';
import { PortalConfigModule } from '../portal-config/portal-config.module';
import { staticAssetsHandler } from './static-assets.handler';

/** Where `npm run build:web` puts the React app, found from the sources and from dist/server alike. */
export function webBuildDir(): string | undefined {
  const candidates = [path.resolve(__dirname, '../../dist/web'), path.resolve(__dirname, '../../../web')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html')));
}

const WEB_ROOT = Symbol('WEB_ROOT');

@Module({})
class WebAppModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(WEB_ROOT) private readonly rootPath: string,
    private readonly submissionMode: SubmissionModeUseCase,
  ) {}

  static forRoot(rootPath: string): DynamicModule {
    return { module: WebAppModule, imports: [PortalConfigModule], providers: [{ provide: WEB_ROOT, useValue: rootPath }] };
  }

  /** Runs after the controllers' routes are registered and before the API's not-found handler. */
  onModuleInit(): void {
    const server = this.adapterHost.httpAdapter.getInstance<Express>();
    // While staff have paused submissions, /submit is sent as its waiting-list first screen (no flash of the wizard).
    const stateVariant = async () => ((await this.submissionMode.isEnabled()) ? undefined : WAITING_LIST_VARIANT);
    server.use(staticAssetsHandler(this.rootPath, stateVariant));
  }
}

/** Serves the built web app (precompressed, with history fallback); the API stays out of it. */
export function webAppModules(): DynamicModule[] {
  const rootPath = webBuildDir();
  return rootPath ? [WebAppModule.forRoot(rootPath)] : [];
}
