import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DynamicModule } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';

/** Where `npm run build:web` puts the React app, found from the sources and from dist/server alike. */
export function webBuildDir(): string | undefined {
  const candidates = [path.resolve(__dirname, '../../dist/web'), path.resolve(__dirname, '../../../web')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html')));
}

/** Serves the built web app with history fallback; the API stays out of it. */
export function webAppModules(): DynamicModule[] {
  const rootPath = webBuildDir();
  if (!rootPath) return [];
  return [
    ServeStaticModule.forRoot({
      rootPath,
      exclude: ['/api/{*splat}'],
      serveStaticOptions: {
        index: false,
        setHeaders: (res: { setHeader(name: string, value: string): void }, file: string) => {
          // Hashed assets never change; the shell and the service worker must always be fresh.
          const cacheable = file.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('Cache-Control', cacheable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      },
    }),
  ];
}
