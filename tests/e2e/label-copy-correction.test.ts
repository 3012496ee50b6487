import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { disableAnimations, launchBrowser, screenshot } from '../support/browser';
import { insertRelease } from '../support/delivery/release-fixture';
import type { RunningPortal } from '../support/web-server';
import { createArtistAccount, startPortalForBrowser } from './portal-fixtures';
import { signInAsArtist, signInAsStaff } from './sign-in';

describe('staff correct label copy on the desk, and the artist reads it on the timeline', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let artist: Awaited<ReturnType<typeof createArtistAccount>>;

  beforeAll(async () => {
    portal = await startPortalForBrowser({ LABEL_NAME: 'Harbour Records' });
    browser = await launchBrowser();
    artist = await createArtistAccount(portal, 'Kestrel Bay');
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  async function bothWidths(page: Page, name: string, focus?: string) {
    for (const [width, height] of [
      [1280, 900],
      [375, 800],
    ]) {
      await page.setViewportSize({ width, height });
      if (focus) await page.getByTestId(focus).scrollIntoViewIfNeeded();
      await screenshot(page, `${name}-${width}`);
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  it('the ℗ line corrected on the desk shows on the artist’s timeline in words', async () => {
    const release = await insertRelease(portal.infrastructure.database, { title: 'Low Tide', tracks: 2, artistId: artist.id });
    const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsStaff(portal, staff, '/staff/review');
    await disableAnimations(staff);
    await staff.goto(`${portal.baseUrl}/staff/review/${release.submissionId}`);
    const panel = staff.getByTestId('label-copy');
    await panel.getByLabel('℗ year').fill('1800');
    await panel.getByRole('button', { name: 'Save label copy' }).click();
    await panel.getByText(/℗ year must be a year from 1900 to \d{4}\./).waitFor();

    await panel.getByLabel('℗ year').fill('2026');
    await panel.getByLabel('℗ owner').fill('Kestrel Bay Music');
    await panel.getByRole('button', { name: 'Save label copy' }).click();
    const sentence = 'Staff corrected ℗ line: the label\'s default → "2026 Kestrel Bay Music"';
    await staff.getByTestId('label-copy-saved').getByText(sentence).waitFor();
    await bothWidths(staff, 'label-copy-desk', 'label-copy');
    // The desk's own timeline lists the correction, as the artist's History does.
    await staff.getByTestId('label-copy-correction').getByText(sentence).waitFor();
    await bothWidths(staff, 'label-copy-desk-timeline', 'label-copy-correction');

    const artistPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsArtist(artistPage, portal.baseUrl, artist);
    await disableAnimations(artistPage);
    await artistPage.goto(`${portal.baseUrl}/submission/${release.submissionId}`);
    await artistPage.getByTestId('timeline-correction').getByText(sentence).waitFor();
    await bothWidths(artistPage, 'label-copy-artist-timeline', 'timeline-correction');
  });
});
