import type { Browser } from 'playwright-core';
import { createPortalApp } from '../../api/app.factory';
import type { Clock } from '../../application/ports/clock.port';
import { CreateStaffAccountUseCase } from '../../application/use-cases/identity/create-staff-account.use-case';
import { IssueArtistSignInCodeUseCase } from '../../application/use-cases/identity/issue-artist-sign-in-code.use-case';
import { launchBrowser } from '../support/browser';
import { testConfig } from '../support/test-config';
import { openTestDatabase } from '../support/test-database';
import type { RunningPortal } from '../support/web-server';
import { freePort } from '../support/free-port';

/**
 * The whole portal on a known port, so its PUBLIC_URL (the trusted origin for sign-in and links) is the browser's;
 * `publicHost` names another host in PUBLIC_URL (e.g. localhost) while the browser keeps using 127.0.0.1.
 */
export async function startPortalForBrowser(
  env: Record<string, string> = {},
  options: { clock?: Clock; publicHost?: string } = {},
): Promise<RunningPortal> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const database = await openTestDatabase();
  const publicUrl = `http://${options.publicHost ?? '127.0.0.1'}:${port}`;
  const portal = await createPortalApp(testConfig({ WORKER_ENABLED: 'true', PUBLIC_URL: publicUrl, ...env }), {
    overrides: { database, clock: options.clock },
    serveWebApp: true,
  });
  await portal.app.listen(port, '127.0.0.1');
  return {
    ...portal,
    baseUrl,
    async close() {
      await portal.close();
      await database.close();
    },
  };
}

let counter = 0;

export async function createStaffAccount(portal: RunningPortal) {
  const email = `staff${++counter}@label.example`;
  const password = 'correct horse battery staple';
  await portal.app.get(CreateStaffAccountUseCase).execute({ email, name: 'Sam Staff', password });
  return { email, password };
}

/** An artist row as an invitation creates it, with a fresh sign-in code. */
export async function createArtistAccount(portal: RunningPortal, artistName = 'Nova Reyes') {
  counter += 1;
  const artistCode = `AR-E2E${counter}${process.pid}`;
  const [row] = await portal.infrastructure.database.query<{ id: string }>(
    'INSERT INTO artists (artist_code, email, first_name, surname, artist_name) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [artistCode, `artist${counter}-${process.pid}@example.com`, 'Nova', 'Reyes', artistName],
  );
  return { id: row.id, artistCode, invitationCode: await issueCode(portal, row.id) };
}

export async function issueCode(portal: RunningPortal, artistId: string): Promise<string> {
  return (await portal.app.get(IssueArtistSignInCodeUseCase).execute(artistId)).invitationCode;
}

/** One portal and one Chromium shared by a whole test file, closed after it. */
export function usePortalAndBrowser(options: { env?: () => Promise<Record<string, string>>; publicHost?: string } = {}): {
  readonly portal: RunningPortal;
  readonly browser: Browser;
} {
  const shared = {} as { portal: RunningPortal; browser: Browser };
  beforeAll(async () => {
    shared.portal = await startPortalForBrowser((await options.env?.()) ?? {}, { publicHost: options.publicHost });
    shared.browser = await launchBrowser();
  });
  afterAll(async () => {
    await shared.browser?.close();
    await shared.portal?.close();
  });
  return shared;
}
