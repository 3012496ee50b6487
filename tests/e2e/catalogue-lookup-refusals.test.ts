import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CATALOGUE_MESSAGES, LOOKUP_MESSAGES } from '../../domain/catalogue';
import { launchBrowser } from '../support/browser';
import type { RunningPortal } from '../support/web-server';
import { type FakeSpotify, startFakeSpotify } from '../fakes/spotify.fake';
import { startPortalForBrowser } from './portal-fixtures';
import { screenshotBothWidths, startCatalogueTransfer } from './submission-wizard.helpers';

let spotify: FakeSpotify;
let portal: RunningPortal;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  spotify = await startFakeSpotify();
  [portal, browser] = await Promise.all([
    startPortalForBrowser({
      MUSIC_CATALOGUE_ADAPTER: 'spotify',
      SPOTIFY_CLIENT_ID: spotify.clientId,
      SPOTIFY_CLIENT_SECRET: spotify.clientSecret,
      SPOTIFY_API_URL: spotify.apiUrl,
      SPOTIFY_ACCOUNTS_URL: spotify.accountsUrl,
    }),
    launchBrowser(),
  ]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await portal?.close();
  await spotify?.close();
});

const rows = () => page.getByTestId('catalogue-item');
const alertSaying = (text: string) => page.getByRole('alert').filter({ hasText: text });

/** Pastes a link and adds it; editing the field first clears the last message, so each answer is seen afresh. */
async function paste(link: string): Promise<void> {
  const field = page.getByLabel('Spotify track or album URL');
  await field.fill('');
  await alertSaying(LOOKUP_MESSAGES.unavailable).waitFor({ state: 'detached' });
  await alertSaying(CATALOGUE_MESSAGES.alreadyAdded).waitFor({ state: 'detached' });
  await field.fill(link);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

describe('the catalogue panel on Spotify (MUSIC_CATALOGUE_ADAPTER=spotify, against the fake Web API)', () => {
  it('refuses a link already listed, and adds no row while Spotify rate-limits, saying the catalogue is not available', async () => {
    const artist = spotify.addArtist({ name: 'Quay Lanterns' });
    const single = spotify.addAlbum({ name: 'Harbour Glow', artists: [artist], tracks: 1 });
    const album = spotify.addAlbum({ name: 'Tidal Rooms', artists: [artist], tracks: 4 });

    await startCatalogueTransfer(page, portal.baseUrl, {
      firstName: 'Ines',
      surname: 'Quay',
      email: 'ines@example.com',
      artistName: 'Quay Lanterns',
    });
    await page.getByRole('button', { name: 'Enter URL' }).click();

    const trackLink = `https://open.spotify.com/track/${single.tracks[0].id}`;
    await paste(trackLink);
    await page.getByText('Added Releases (1)').waitFor();
    expect(await rows().first().textContent()).toContain('Harbour Glow');

    await paste(`https://open.spotify.com/intl-de/track/${single.tracks[0].id}?si=twice`);
    await alertSaying(CATALOGUE_MESSAGES.alreadyAdded).waitFor();
    expect(await rows().count()).toBe(1);

    spotify.rateLimit(30);
    const before = spotify.requests;
    await paste(`https://open.spotify.com/album/${album.id}`);
    await alertSaying(LOOKUP_MESSAGES.unavailable).waitFor();
    expect(await rows().count()).toBe(1);
    await page.getByText('Added Releases (1)').waitFor();
    expect(spotify.requests - before).toBe(1);

    // The portal holds Spotify's Retry-After: asking again, from the wizard or the API, does not reach Spotify.
    await paste(`https://open.spotify.com/album/${album.id}`);
    await alertSaying(LOOKUP_MESSAGES.unavailable).waitFor();
    const api = await fetch(`${portal.baseUrl}/api/spotify/albums/${album.id}/metadata`);
    expect(api.status).toBe(503);
    expect(Number(api.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(api.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    expect(await api.json()).toMatchObject({ success: false, error: LOOKUP_MESSAGES.unavailable });
    expect(spotify.requests - before).toBe(1);
    expect(await rows().count()).toBe(1);

    await alertSaying(LOOKUP_MESSAGES.unavailable).scrollIntoViewIfNeeded();
    await screenshotBothWidths(page, 'catalogue-lookup-unavailable');
  });
});
