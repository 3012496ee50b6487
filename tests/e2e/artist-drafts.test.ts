import type { Page } from 'playwright-core';
import { DEMO_LOGINS, seedDemoData } from '../../adapters/persistence/seed';
import { disableAnimations, screenshot } from '../support/browser';
import { eventually } from '../support/eventually';
import { usePortalAndBrowser } from './portal-fixtures';
import { signInAsArtist } from './sign-in';
import {
  attachWav,
  continueToMusicUpload,
  continueToReview,
  fillOneTrackRelease,
  fillSocialAndLocation,
  generatedWav,
  answerNoGenerativeAi,
  pickGenreAndFirstSubGenre,
} from './submission-wizard.helpers';

const env = usePortalAndBrowser();

async function signInAsDemoArtist(page: Page): Promise<void> {
  const { artistId, invitationCode } = DEMO_LOGINS.artist;
  await signInAsArtist(page, env.portal.baseUrl, { artistCode: artistId, invitationCode });
  await disableAnimations(page);
}

describe("the demo artist's releases in progress", () => {
  it('Submit Music is pre-filled; an unfinished release waits on the dashboard, reopens with its file and is submitted; the seeded In Progress release is completed in the same wizard', async () => {
    await seedDemoData(env.portal.infrastructure);
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsDemoArtist(page);

    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Submit Music' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/submit');
    await page.getByRole('button', { name: 'Got it' }).click();
    for (const [label, value] of [
      ['First name', 'Ada'],
      ['Surname', 'Lovelace'],
      ['Email', DEMO_LOGINS.artist.email],
      ['Artist name', DEMO_LOGINS.artist.artistName],
    ]) {
      // The profile's answers arrive after the first paint of the wizard.
      const field = page.getByRole('textbox', { name: label, exact: true });
      await eventually(async () => (await field.inputValue()) === value);
      await expect(field.inputValue()).resolves.toBe(value);
    }
    await page.getByRole('button', { name: "I'm a new artist" }).click();
    await fillSocialAndLocation(page);
    await continueToMusicUpload(page);
    await attachWav(page, 'harbour-walls.wav', generatedWav(440));
    const track = page.getByRole('article', { name: 'Track 1' });
    await track.getByLabel('Track title').fill('Harbour Walls');
    await page.getByLabel('Release title').fill('Harbour Walls');
    await track.getByText('Uploaded & Ready', { exact: true }).waitFor();
    await page.getByText(/Draft saved/).waitFor();

    await page.goto(`${env.portal.baseUrl}/dashboard`);
    const waiting = page.getByRole('article', { name: 'Harbour Walls' });
    await waiting.getByText('In Progress').waitFor();
    await screenshot(page, 'dashboard-release-in-progress-1280');
    await waiting.getByRole('link', { name: 'Complete Release Details' }).click();
    await page.getByRole('heading', { name: 'Music Upload' }).waitFor();
    const reopened = page.getByRole('article', { name: 'Track 1' });
    await reopened.getByText('Uploaded & Ready', { exact: true }).waitFor();
    await expect(reopened.getByLabel('Track title').inputValue()).resolves.toBe('Harbour Walls');
    await reopened.getByLabel('Clean').check();
    await pickGenreAndFirstSubGenre(page, 'Pop');
    await answerNoGenerativeAi(page);
    await continueToReview(page);
    await page.getByRole('button', { name: 'Submit Music' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/sent');
    await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();

    await page.goto(`${env.portal.baseUrl}/dashboard`);
    const sent = page.getByRole('article', { name: 'Harbour Walls' });
    await sent.getByText('Pending').waitFor();
    await expect(sent.getByRole('link', { name: 'Complete Release Details' }).count()).resolves.toBe(0);

    // The seeded In Progress release opens in the same wizard, started from what was stored.
    await page.getByRole('article', { name: 'Untitled Release' }).getByRole('link', { name: 'Complete Release Details' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/release-details/'));
    await page.getByRole('heading', { name: 'Complete your release' }).waitFor();
    await page.getByText(/Draft saved/).waitFor();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).resolves.toBe(DEMO_LOGINS.artist.email);
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'release-details-wizard-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // It offers the upload it asks for, and can be sent: back to the team as Pending.
    await page.setViewportSize({ width: 1280, height: 900 });
    await fillSocialAndLocation(page);
    await continueToMusicUpload(page);
    await page.getByRole('radio', { name: 'Single (1-2 tracks)' }).check();
    await fillOneTrackRelease(page, {
      fileName: 'quiet-harbour.wav',
      wav: generatedWav(392),
      trackTitle: 'Quiet Harbour',
      releaseTitle: 'Quiet Harbour',
      genre: 'Pop',
    });
    await continueToReview(page);
    await page.getByRole('button', { name: /^Submit/ }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/release-details/'));
    await page.goto(`${env.portal.baseUrl}/dashboard`);
    await page.getByRole('article', { name: 'Quiet Harbour' }).getByText('Pending').waitFor();
    await expect(page.getByRole('article', { name: 'Untitled Release' }).count()).resolves.toBe(0);
    await page.close();
  });
});
