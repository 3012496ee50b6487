import type { Page } from 'playwright-core';
import request from 'supertest';
import { STAFF_MOVE_MESSAGES } from '../../domain/status/staff-move';
import { captureBothWidths, disableAnimations, screenshot } from '../support/browser';
import { LOW_TIDE, seedRelease, TIDAL_GLASS } from '../support/catalogue-releases';
import { STAFF_AUTHORIZATION } from '../support/test-config';
import { createArtistAccount, usePortalAndBrowser } from './portal-fixtures';
import { signInAsArtist, signInAsStaff } from './sign-in';

const env = usePortalAndBrowser();

/** Two rows moved to Rejected without a note: the desk says, row by row, that each was refused and why. */
async function refusedBulkChangeSaysWhyPerRow(page: Page): Promise<void> {
  for (const title of ['Still Waiting', 'Low Tide']) await page.getByRole('checkbox', { name: `Select ${title}` }).check();
  const bar = page.getByRole('region', { name: 'Bulk status change' }).or(page.getByLabel('Bulk status change'));
  await bar.getByRole('combobox', { name: 'Move to' }).click();
  await page.getByRole('option', { name: 'Rejected', exact: true }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await bar.getByRole('button', { name: 'Apply to selected' }).click();
  const report = page.getByRole('alert', { name: 'Bulk change result' });
  await report.getByText('0 moved to Rejected, 2 refused (still ticked)').waitFor();
  const lines = await report.getByRole('listitem').allInnerTexts();
  expect(lines).toHaveLength(2);
  expect(lines).toContain(`Still Waiting — Mara Quell: refused. ${STAFF_MOVE_MESSAGES.noteRequired('Rejected')}`);
  expect(lines.find((line) => line.startsWith('Low Tide — Mara Quell: refused. '))).toBeDefined();
  for (const title of ['Still Waiting', 'Low Tide'])
    expect(await page.getByRole('checkbox', { name: `Select ${title}` }).isChecked()).toBe(true);
  await captureBothWidths(page, 'staff-desk-bulk-refused');
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the staff catalogue views', () => {
  let artist: Awaited<ReturnType<typeof createArtistAccount>>;

  beforeAll(async () => {
    artist = await createArtistAccount(env.portal, 'Mara Quell');
    const db = env.portal.infrastructure.database;
    await db.query(
      "INSERT INTO artist_profiles (artist_id, name, nationality, city, country, biography, spotify_profile, ppl_id) VALUES ($1, 'Mara Quell', 'Irish', 'Cork', 'Ireland', 'Sea shanties for synthesisers.', 'https://open.spotify.com/artist/mara', 'PPL-778')",
      [artist.id],
    );
    const base = { artistId: artist.id, artistName: 'Mara Quell' };
    const slackWater = { title: 'Slack Water', isrc: 'GB-HSL-31-00003' };
    await seedRelease(db, { ...base, ...TIDAL_GLASS, tracks: [...TIDAL_GLASS.tracks, slackWater], delivery: { status: 'delivered' } });
    await seedRelease(db, {
      ...base,
      ...LOW_TIDE,
      releaseDate: '2031-03-20',
      tracks: [{ title: 'Low Tide', isrc: 'GB-HSL-31-00004' }],
      delivery: { status: 'failed', lastError: 'SFTP connection refused' },
    });
    await seedRelease(db, { ...base, title: 'First Light', status: 'Live', releaseDate: '2031-03-06', upc: '5099902894546' });
    await seedRelease(db, { ...base, title: 'Still Waiting', status: 'Pending', releaseDate: '2031-03-27' });
  });

  it('staff open the artist from the artists list and read each release’s UPC, ISRCs and delivery; an artist is refused', async () => {
    const page = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsStaff(env.portal, page, '/staff/artists');
    await disableAnimations(page);
    await page.getByLabel('Search name, artist ID or email').fill('Mara Quell');
    await page.getByRole('link', { name: 'Mara Quell' }).click();
    await page.waitForURL((url) => url.pathname === `/artist/${artist.artistCode}`);
    await page.getByRole('heading', { level: 1, name: 'Mara Quell' }).waitFor();
    await page.getByText('Releases (4)').waitFor();
    const tidal = page.getByRole('region', { name: 'Tidal Glass' });
    expect(await tidal.getByTestId('upc').textContent()).toBe('5099902894522');
    expect(await tidal.getByRole('table', { name: 'Tracks of Tidal Glass' }).textContent()).toMatch(/Undertow.*GB-HSL-31-00002/);
    await tidal.getByText('Delivery: Delivered').waitFor();
    await page
      .getByRole('region', { name: 'Low Tide' })
      .getByText(/SFTP connection refused/)
      .waitFor();
    expect(await page.getByRole('region', { name: 'Still Waiting' }).getByTestId('upc').textContent()).toBe('Not assigned yet');
    expect(await page.getByRole('region', { name: 'Profile' }).textContent()).toMatch(/PPL-778/);
    await captureBothWidths(page, 'staff-artist-page');

    await page.goto(`${env.portal.baseUrl}/artist/ART-NOBODY`);
    await page.getByText('Artist not found').waitFor();

    const artistTab = await (await env.browser.newContext()).newPage();
    await signInAsArtist(artistTab, env.portal.baseUrl, artist);
    await artistTab.goto(`${env.portal.baseUrl}/artist/${artist.artistCode}`);
    await artistTab.waitForURL((url) => url.pathname === '/staff/login');
    expect(await artistTab.textContent('main')).not.toContain('5099902894522');
  });

  it('lists the catalogue with filters and shows a month of release dates, as a grid and as weeks on a phone', async () => {
    const page = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsStaff(env.portal, page, '/staff/review');
    await disableAnimations(page);
    await page.getByRole('link', { name: 'Catalogue' }).first().click();
    await page.waitForURL((url) => url.pathname === '/staff/catalogue');
    const table = page.getByRole('table', { name: 'Catalogue' });
    await table.getByRole('link', { name: 'Tidal Glass' }).waitFor();
    expect(await table.textContent()).not.toContain('Still Waiting');
    await page.getByLabel('Search artist, title, UPC or ISRC').fill('GB-HSL-31-00004');
    await table.getByRole('link', { name: 'Tidal Glass' }).waitFor({ state: 'detached' });
    expect(await table.getByRole('link', { name: 'Low Tide' }).count()).toBe(1);
    await page.getByLabel('Search artist, title, UPC or ISRC').fill('');
    await table.getByRole('link', { name: 'First Light' }).waitFor();
    await captureBothWidths(page, 'staff-catalogue');

    // On a phone every column is there: the table scrolls sideways inside its box, the release column stays in view.
    await page.setViewportSize({ width: 375, height: 800 });
    for (const name of ['Release', 'Release date', 'Stage', 'UPC and ISRCs', 'Delivery']) {
      expect(await table.getByRole('columnheader', { name, exact: true }).isVisible()).toBe(true);
    }
    const scroller = page.getByRole('region', { name: 'Catalogue table' });
    const title = table.getByRole('link', { name: 'Tidal Glass' });
    const before = await title.boundingBox();
    await scroller.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    await table.getByText('UPC 5099902894522').waitFor();
    expect(await table.getByText('UPC 5099902894522').isVisible()).toBe(true);
    expect((await title.boundingBox())?.x).toBe(before?.x);
    await screenshot(page, 'staff-catalogue-375-scrolled');
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`${env.portal.baseUrl}/staff/catalogue?view=calendar&month=2031-03`);
    await page.getByRole('heading', { name: 'March 2031' }).waitFor();
    const sixth = page.getByRole('list', { name: 'Releases on Mar 6' });
    await sixth.getByRole('link', { name: 'Tidal Glass' }).waitFor();
    expect(await sixth.getByRole('link').allTextContents()).toEqual(expect.arrayContaining(['Tidal Glass', 'First Light']));
    await page.getByRole('list', { name: 'Releases on Mar 20' }).getByRole('link', { name: 'Low Tide' }).waitFor();
    await screenshot(page, 'staff-release-calendar-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    const week = page.getByRole('region', { name: 'Week of Mar 17 – Mar 23' });
    await week.getByRole('link', { name: 'Low Tide' }).waitFor();
    await screenshot(page, 'staff-release-calendar-375');
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: /Next month/ }).click();
    await page.getByRole('heading', { name: 'April 2031' }).waitFor();
    await page.getByText('0 releases in April 2031').waitFor();
  });

  it("shows 'Assigned to me' and keeps a saved filter set", async () => {
    const page = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsStaff(env.portal, page, '/staff/review');
    await disableAnimations(page);
    const me = await page.evaluate(async () => ((await (await fetch('/api/me')).json()) as { user: { userId: string } }).user.userId);
    const [{ id }] = await env.portal.infrastructure.database.query<{ id: string }>(
      "SELECT id FROM submissions WHERE release_title = 'Still Waiting'",
    );
    await request(env.portal.app.getHttpServer())
      .post(`/api/review-desk/submissions/${id}/assign`)
      .set(STAFF_AUTHORIZATION)
      .send({ staffId: me })
      .expect(200);
    await page.getByRole('tab', { name: 'Assigned to me' }).click();
    await page.waitForURL((url) => url.search === '?tab=mine');
    const rows = page.getByRole('table', { name: 'Submissions' });
    await rows.getByText('Still Waiting').waitFor();
    // The desk keeps the previous list on screen while the filtered one loads.
    await rows.getByText('Tidal Glass').waitFor({ state: 'detached', timeout: 30_000 });
    expect(await rows.getByText('Tidal Glass').count()).toBe(0);

    await page.getByRole('button', { name: 'Save filters' }).click();
    await page.getByRole('dialog', { name: 'Save these filters' }).getByLabel('Name').fill('My queue');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Apply saved filter My queue' }).waitFor();
    await captureBothWidths(page, 'staff-desk-assigned-to-me');

    await page.getByRole('tab', { name: 'Submissions' }).click();
    await rows.getByText('Tidal Glass').waitFor();
    await refusedBulkChangeSaysWhyPerRow(page);
    await page.getByRole('button', { name: 'Apply saved filter My queue' }).click();
    await page.waitForURL((url) => url.search === '?tab=mine');
    await rows.getByText('Still Waiting').waitFor();
  });
});
