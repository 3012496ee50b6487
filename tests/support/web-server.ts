import type { AddressInfo } from 'node:net';
import { createPortalApp, type PortalApp } from '../../api/app.factory';
import { testConfig } from './test-config';
import { openTestDatabase } from './test-database';

export interface RunningPortal extends PortalApp {
  baseUrl: string;
}

/** The whole portal (API + built web app from dist/web) listening on a free loopback port. */
export async function startPortal(env: Record<string, string> = {}): Promise<RunningPortal> {
  const database = await openTestDatabase();
  const portal = await createPortalApp(testConfig({ WORKER_ENABLED: 'true', ...env }), { overrides: { database }, serveWebApp: true });
  await portal.app.listen(0, '127.0.0.1');
  const { port } = portal.app.getHttpServer().address() as AddressInfo;
  return {
    ...portal,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await portal.close();
      await database.close();
    },
  };
}
