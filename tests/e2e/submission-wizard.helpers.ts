import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { buildWav, sine } from '../support/media/wav-builder';
import { disableAnimations, screenshot } from '../support/browser';
import { TEST_STAFF_TOKEN } from '../support/test-config';

/** A 16-bit 44.1 kHz stereo WAV; 31 s is long enough for a 30 s social clip, a few seconds do for the rest. */
export function generatedWav(hz: number, seconds = 3): Buffer {
  return buildWav({ bits: 16, rate: 44100, channels: 2, frames: 44100 * seconds, sample: sine(hz, 0.4) });
}

/** Calls the portal's API as staff (the TEST_STAFF_TOKEN bearer) and returns the JSON after checking the status. */
export async function staffApi<T>(
  baseUrl: string,
  path: string,
  init: { method?: string; json?: unknown; status?: number } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}`, ...(init.json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body = (await response.json()) as T;
  if (response.status !== (init.status ?? 200)) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Polls `probe` until it returns a value (not undefined) — for work the job worker finishes in the background. */
export async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function generatedJpeg(side: number): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 3, background: { r: 201, g: 138, b: 18 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Opens a page with transitions off and the beta notice acknowledged. */
export async function openPage(page: Page, url: string, betaNotice = false): Promise<void> {
  await page.goto(url);
  await disableAnimations(page);
  // The beta notice shows once per browser session, on the first visit to the form.
  if (betaNotice) await page.getByRole('button', { name: 'Got it' }).click();
}

/** Full-page screenshots at 1280 px and 375 px; the floating developer button (127.0.0.1 only) is left out. */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  await page.addStyleTag({ content: '[aria-label="Open developer tools"] { display: none !important; }' });
  // Scrolled to the top first: a full-page capture of a scrolled page paints the sticky header mid-page.
  for (const [width, height] of [
    [1280, 900],
    [375, 800],
  ]) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    // The responsive images pick a new size per width: wait until the eager ones have arrived.
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.loading === 'lazy' || img.complete), undefined, {
      timeout: 5_000,
    });
    // And painted: two animation frames after the last image arrived.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

export async function pickOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

export interface ArtistStep {
  firstName: string;
  surname: string;
  email: string;
  artistName?: string;
}

/** A new artist as the wizard's first step takes them, reached at their first name @example.com. */
export const newArtist = (firstName: string, surname: string): ArtistStep => ({
  firstName,
  surname,
  email: `${firstName.toLowerCase()}@example.com`,
  artistName: `${firstName} ${surname}`,
});

export async function fillArtistStep(page: Page, artist: ArtistStep): Promise<void> {
  await page.getByRole('textbox', { name: 'First name' }).fill(artist.firstName);
  await page.getByRole('textbox', { name: 'Surname' }).fill(artist.surname);
  await page.getByRole('textbox', { name: 'Email' }).fill(artist.email);
  if (artist.artistName) await page.getByRole('textbox', { name: 'Artist name' }).fill(artist.artistName);
  await fillSocialAndLocation(page);
}

/** No Instagram or TikTok; United Kingdom, Bristol from the pick-lists. */
export async function fillSocialAndLocation(page: Page): Promise<void> {
  await page.getByLabel("I don't have Instagram").check();
  await page.getByLabel("I don't have TikTok").check();
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.click();
  await country.fill('United Kingdom');
  await page.getByRole('option', { name: 'United Kingdom', exact: true }).click();
  const city = page.getByRole('combobox', { name: 'City' });
  await city.fill('Bristol');
  await page.getByRole('option', { name: 'Bristol', exact: true }).first().click();
}

/** Attaches a WAV to the upload field of track `n` on the Music Upload step. */
export async function attachWav(page: Page, fileName: string, buffer: Buffer, n = 1): Promise<void> {
  await page.locator(`input[aria-label="WAV file for track ${n}"]`).setInputFiles({ name: fileName, mimeType: 'audio/wav', buffer });
}

/** The primary genre by name and whichever sub-genre the pick-list offers first. */
export async function pickGenreAndFirstSubGenre(page: Page, genre: string): Promise<void> {
  await pickOption(page, 'Primary genre', genre);
  await page.getByRole('combobox', { name: 'Sub-genre' }).click();
  await page.getByRole('option').first().click();
}

export interface OneTrackRelease {
  fileName: string;
  wav: Buffer;
  trackTitle: string;
  releaseTitle: string;
  genre: string;
  uploadTimeoutMs?: number;
}

/** Fills the Music Upload step with one clean track and waits until its file is uploaded; returns the track's card. */
export async function fillOneTrackRelease(page: Page, release: OneTrackRelease): Promise<Locator> {
  await attachWav(page, release.fileName, release.wav);
  const track = page.getByRole('article', { name: 'Track 1' });
  await track.getByLabel('Track title').fill(release.trackTitle);
  await track.getByLabel('Clean').check();
  await page.getByLabel('Release title').fill(release.releaseTitle);
  await pickGenreAndFirstSubGenre(page, release.genre);
  await answerNoGenerativeAi(page);
  await track.getByText('Uploaded & Ready', { exact: true }).waitFor({ timeout: release.uploadTimeoutMs });
  return track;
}

/** From a complete Artist step, on to the Music Upload step. */
export async function continueToMusicUpload(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByRole('heading', { name: 'Music Upload' }).waitFor();
}

/** Opens the public wizard at `baseUrl`, waits until its draft is saved on the server, and takes a new artist on to Music Upload. */
export async function startNewArtistDraft(page: Page, baseUrl: string, artist: ArtistStep): Promise<void> {
  await openPage(page, `${baseUrl}/submit`, true);
  await page.getByText(/Draft saved/).waitFor();
  await fillArtistStep(page, artist);
  await page.getByRole('button', { name: "I'm a new artist" }).click();
  await continueToMusicUpload(page);
}

/** Opens the public wizard at `baseUrl`, takes a new artist on to Music Upload and starts a transfer from an unlisted distributor. */
export async function startCatalogueTransfer(page: Page, baseUrl: string, artist: ArtistStep): Promise<void> {
  await openPage(page, `${baseUrl}/submit`, true);
  await fillArtistStep(page, artist);
  await page.getByRole('button', { name: "I'm a new artist" }).click();
  await continueToMusicUpload(page);
  await page.getByRole('radio', { name: /Transfer Existing/ }).check();
  await pickOption(page, 'Current distributor', 'Other / Not Listed');
}

/** Attaches a generated square JPEG of `side` pixels as the release's cover artwork (or replaces the stored one). */
export async function attachCover(page: Page, side: number): Promise<void> {
  const drop = page.locator('input[aria-label="Drop your cover artwork here, or browse"]');
  const replace = page.locator('input[aria-label="Replace Drop your cover artwork here, or browse"]');
  await drop
    .or(replace)
    .first()
    .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await generatedJpeg(side) });
}

/** The upload offsets of the resumable-upload PATCH requests the page sends, in order. */
export function recordUploadOffsets(page: Page): number[] {
  const offsets: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/uploads/tus/')) offsets.push(Number(request.headers()['upload-offset']));
  });
  return offsets;
}

/** From a complete Music Upload step, past Additional Information to a review that is ready to submit. */
export async function continueToReview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByRole('heading', { name: 'Additional Information' }).waitFor();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByTestId('review-status').filter({ hasText: 'Ready to Submit' }).waitFor();
}

export interface CreditedTrack {
  trackTitle: string;
  songwriter: { firstName: string; surname: string };
}

/** Track 1 on the Music Upload step: its title, one songwriter holding 100 % and the Clean flag; returns its card. */
export async function fillCreditedTrack(page: Page, track: CreditedTrack): Promise<Locator> {
  const card = page.getByRole('article', { name: 'Track 1' });
  await card.getByLabel('Track title').fill(track.trackTitle);
  await card.getByRole('button', { name: 'Add songwriter' }).click();
  await card.getByLabel('First name').first().fill(track.songwriter.firstName);
  await card.getByLabel('Last name').first().fill(track.songwriter.surname);
  await card
    .getByLabel(/^Percentage for/)
    .first()
    .fill('100');
  await card.getByText('Songwriter total: 100%').waitFor();
  await card.getByLabel('Clean').check();
  return card;
}

/** The release's cover of `coverSide` px, its title and Pop / Indie Pop; then waits until the files are uploaded. */
export async function fillPopRelease(page: Page, release: { coverSide: number; releaseTitle: string }): Promise<void> {
  await attachCover(page, release.coverSide);
  await page.getByLabel('Release title').fill(release.releaseTitle);
  await pickOption(page, 'Primary genre', 'Pop');
  await pickOption(page, 'Sub-genre', 'Indie Pop');
  await answerNoGenerativeAi(page);
  await page.getByText('Uploaded & Ready', { exact: true }).first().waitFor({ timeout: 60_000 });
}

/** The AI disclosure questions on Music Upload, for each track added so far and the artwork: no generative AI. */
export async function answerNoGenerativeAi(page: Page): Promise<void> {
  const section = page.getByRole('region', { name: 'AI disclosure' });
  for (const radio of await section.getByRole('radio', { name: 'No, none of it' }).all()) await radio.check();
}
