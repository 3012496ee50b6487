import type { Page } from 'playwright-core';
import { waitForHydration } from '../support/browser';
import type { RunningPortal } from '../support/web-server';
import { createStaffAccount } from './portal-fixtures';

export interface ArtistLogin {
  artistCode: string;
  invitationCode: string;
}

/**
 * Fills the artist sign-in form on the current page and sends it, once the app has taken the prerendered form over;
 * typing and pressing before that are tested on their own in prerendered-pages.test.ts.
 */
export async function submitArtistSignIn(page: Page, artist: ArtistLogin): Promise<void> {
  await waitForHydration(page);
  await page.getByLabel('Artist ID').fill(artist.artistCode);
  await page.getByLabel('Invitation code').fill(artist.invitationCode);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs the artist in from /login and waits for the dashboard. */
export async function signInAsArtist(page: Page, baseUrl: string, artist: ArtistLogin): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await submitArtistSignIn(page, artist);
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** Opens a staff page as a new staff account: the portal sends it to /staff/login, then back to `path`. */
export async function signInAsStaff(portal: RunningPortal, page: Page, path: string): Promise<void> {
  const staff = await createStaffAccount(portal);
  await page.goto(`${portal.baseUrl}${path}`);
  await page.waitForURL((url) => url.pathname === '/staff/login');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === path);
}
