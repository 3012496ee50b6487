import type { Clock } from '../../application/ports/clock.port';
import type { DatabaseHandle } from '../../adapters/persistence/database';
import { createPortalApp, type PortalApp } from '../../api/app.factory';
import { testConfig } from './test-config';
import { openTestDatabase } from './test-database';

export interface TestApp extends PortalApp {
  database: DatabaseHandle;
  /** The HTTP server to hand to supertest. */
  http: ReturnType<PortalApp['app']['getHttpServer']>;
}

/** The real Nest application on a fresh test database. Call close() in afterAll. */
export async function startTestApp(
  options: { env?: Record<string, string>; clock?: Clock; database?: DatabaseHandle } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const portal = await createPortalApp(testConfig(options.env), {
    overrides: { database, clock: options.clock },
    serveWebApp: false,
  });
  return {
    ...portal,
    database,
    http: portal.app.getHttpServer(),
    async close() {
      await portal.close();
      if (!options.database) await database.close();
    },
  };
}
