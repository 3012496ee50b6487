import type { Browser, Locator, Page } from 'playwright-core';
import { FILE_MESSAGES } from '../../domain/files';
import { WIZARD_MESSAGES } from '../../domain/forms';
import { launchBrowser } from '../support/browser';
import { type RunningPortal, startPortal } from '../support/web-server';
import {
  answerNoGenerativeAi,
  attachCover,
  attachWav,
  continueToMusicUpload,
  fillArtistStep,
  generatedWav,
  openPage,
  pickOption,
  screenshotBothWidths,
  staffApi,
} from './submission-wizard.helpers';

let portal: RunningPortal;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

const staff = <T>(path: string) => staffApi<T>(portal.baseUrl, path);

/** A demo-catalogue artist, found through the same lookup the wizard's search uses. */
async function demoArtist(): Promise<string> {
  const body = (await (await fetch(`${portal.baseUrl}/api/spotify/search/artists?q=ve&limit=1`)).json()) as { artists: { name: string }[] };
  expect(body.artists.length).toBe(1);
  return body.artists[0].name;
}

/** The answer beside `label` on the Review step, read from the row the label heads. */
async function reviewRow(scope: Locator, label: string): Promise<string> {
  const row = scope.locator('div', { has: scope.page().getByText(label, { exact: true }) }).last();
  return (await row.locator(':scope > *').nth(1).innerText()).trim();
}

describe('the submission wizard, end to end in Chromium', () => {
  it('submits a new release: two WAVs with credits, a clip, 3000×3000 artwork, singles first', async () => {
    await openPage(page, `${portal.baseUrl}/`);
    await page.locator('main h1').waitFor();
    await screenshotBothWidths(page, 'home');

    const artistName = await demoArtist();
    await openPage(page, `${portal.baseUrl}/submit`, true);
    await fillArtistStep(page, { firstName: 'Maya', surname: 'Okafor', email: 'maya@example.com' });
    await page.getByLabel('Search for your artist name').fill(artistName.slice(0, 6));
    await page.getByRole('option', { name: artistName, exact: true }).click();
    await page.getByText('Spotify profile connected').waitFor();
    expect(await page.getByRole('textbox', { name: 'Artist name' }).inputValue()).toBe(artistName);
    await screenshotBothWidths(page, 'submit-step1-artist');
    await continueToMusicUpload(page);

    await page.getByRole('button', { name: 'Add track' }).click();
    await attachWav(page, 'harbour-lights.wav', generatedWav(440, 31), 1);
    await attachWav(page, 'low-water.wav', generatedWav(330), 2);
    const track1 = page.getByRole('article', { name: 'Track 1' });
    const track2 = page.getByRole('article', { name: 'Track 2' });
    await track1.getByLabel('Track title').fill('Harbour Lights');
    await track2.getByLabel('Track title').fill('Low Water');

    await track1.getByRole('button', { name: 'Add songwriter' }).click();
    await track1.getByRole('button', { name: 'Add songwriter' }).click();
    // Next with both songwriter rows empty: each is named once, by who it is, in words.
    await page.getByRole('button', { name: 'Next Step' }).click();
    const missing = page.getByRole('dialog', { name: WIZARD_MESSAGES.requiredDialogTitle });
    await missing.waitFor();
    const lines = await missing.getByRole('listitem').allTextContents();
    expect(lines.filter((line) => line.startsWith('Track 1 songwriter 2'))).toEqual([
      'Track 1 songwriter 2First name is required · Last name is required',
    ]);
    expect(new Set(lines).size).toBe(lines.length);
    for (const line of lines) expect(line).not.toMatch(/[a-z][A-Z][a-z]+Year|\[\d+\]|credits\.|\b(isrc|upc)\b/);
    await screenshotBothWidths(page, 'submit-required-missing');
    await missing.getByRole('button', { name: 'Close' }).click();
    await missing.waitFor({ state: 'detached' });
    const writers = [
      ['Maya', 'Okafor', '60'],
      ['Sam', 'Reed', '40'],
    ];
    for (const [i, [first, last, pct]] of writers.entries()) {
      await track1.getByLabel('First name').nth(i).fill(first);
      await track1.getByLabel('Last name').nth(i).fill(last);
      await track1
        .getByLabel(/^Percentage for/)
        .nth(i)
        .fill(pct);
    }
    await track1.getByText('Songwriter total: 100%').waitFor();
    await track1.getByLabel('Clean').check();
    await track2.getByRole('button', { name: /Credits/ }).click();
    await track2.getByRole('button', { name: 'Copy from track 1' }).click();
    // Label copy and identifiers the Review step must show back.
    await track1.getByLabel('Version').fill('Ferry Mix');
    await track1.getByLabel('ISRC').fill('GBABC2500001');
    await track1.getByLabel('Lyrics language').fill('en');
    await page.getByLabel('Label name').fill('Night Ferry Records');
    await page.getByLabel('℗ year').fill('2025');
    await page.getByLabel('℗ owner').fill('Maya Okafor');
    await page.getByLabel('© year').fill('2024');
    await page.getByLabel('© owner').fill('Okafor Songs');
    await page.getByLabel('UPC/EAN').fill('036000291452');
    await track1.getByLabel('Do you want to add audio clips for social pages ahead of release?').check();
    await track1.getByTestId('clip-status').filter({ hasText: 'Ready' }).waitFor();

    await attachCover(page, 3000);
    await page.getByLabel('Release title').fill('Tidewater');
    await pickOption(page, 'Primary genre', 'Pop');
    await pickOption(page, 'Sub-genre', 'Indie Pop');
    await answerNoGenerativeAi(page);
    await page.getByLabel('Release singles first, then the full release').check();
    await page.getByLabel('Release "Harbour Lights" as a single').check();
    await page.getByTestId('timeline-entry').nth(1).waitFor();
    await page.getByText('Uploaded & Ready', { exact: true }).nth(1).waitFor({ timeout: 60_000 });
    await page.getByText('Artwork preview').or(page.getByAltText('Artwork preview')).first().waitFor();
    // An MP3 picked to replace the good JPEG is refused and the good artwork stays.
    await page
      .locator('input[aria-label="Replace Drop your cover artwork here, or browse"]')
      .setInputFiles({ name: 'demo.mp3', mimeType: 'audio/mpeg', buffer: Buffer.alloc(64) });
    await page.getByText(FILE_MESSAGES.invalidJpeg).waitFor();
    await expect(page.getByText('Upload failed').count()).resolves.toBe(0);
    await screenshotBothWidths(page, 'submit-step2-music');
    await page.getByRole('button', { name: 'Next Step' }).click();

    await page.getByRole('heading', { name: 'Additional Information' }).waitFor();
    await page.getByLabel('Tell us about yourself and this release').fill('Songs written on the night ferry between Bristol and Cork.');
    await page.getByLabel('For Fans Of').fill('Phoebe Bridgers, Novo Amor');
    await screenshotBothWidths(page, 'submit-step3-additional');
    await page.getByRole('button', { name: 'Next Step' }).click();

    await page.getByRole('heading', { name: 'Review & Submit' }).waitFor();
    await page.getByTestId('review-status').filter({ hasText: 'Ready to Submit' }).waitFor();
    const music = page.getByRole('region', { name: 'Music', exact: true });
    await expect(page.getByTestId('upload-summary').innerText()).resolves.toBe('3 of 3 files uploaded');
    await expect(reviewRow(music, 'Artwork')).resolves.toBe('cover.jpg');
    for (const [label, value] of [
      ['Label name', 'Night Ferry Records'],
      ['℗ line', '℗ 2025 Maya Okafor'],
      ['© line', '© 2024 Okafor Songs'],
      ['UPC/EAN', '036000291452'],
    ]) {
      await expect(reviewRow(music, label)).resolves.toBe(value);
    }
    const reviewed = page.getByRole('listitem', { name: 'Track 1' });
    await expect(reviewRow(reviewed, 'Version')).resolves.toBe('Ferry Mix');
    await expect(reviewRow(reviewed, 'ISRC')).resolves.toBe('GBABC2500001');
    await expect(reviewRow(reviewed, 'Lyrics language')).resolves.toBe('English (en)');
    await reviewed.getByText(/^Spotify will turn this down by \d dB/).waitFor();
    await screenshotBothWidths(page, 'submit-step4-review');
    await page.getByRole('button', { name: 'Submit Music' }).click();
    await page.waitForURL((url) => url.pathname === '/submit/success', { timeout: 60_000 });
    await page.getByRole('heading', { name: 'Your music has been submitted' }).waitFor();

    const list = await staff<{ submissions: { id: string; artistName: string }[] }>('review-desk/submissions');
    expect(list.submissions).toHaveLength(1);
    const [submission] = list.submissions;
    expect(submission.artistName).toBe(artistName);
    const detail = await staff<Record<string, unknown>>(`review-desk/submissions/${submission.id}`);
    const text = JSON.stringify(detail);
    expect(text).toContain('Harbour Lights');
    expect(text).toContain('Low Water');
    expect(text).toContain('Tidewater');

    // Both WAVs and the artwork are stored and filed under the submission; the clip waits as a durable job.
    const db = portal.infrastructure.database;
    const files = await db.query<{ id: string; kind: string; size: string }>(
      'select id, kind, size from uploads where submission_id = $1',
      [submission.id],
    );
    const audio = files.filter((f) => f.kind === 'audio');
    expect(audio).toHaveLength(2);
    expect(files.filter((f) => f.kind === 'artwork')).toHaveLength(1);
    expect(files.every((f) => Number(f.size) > 0)).toBe(true);
    for (const file of files) expect(text).toContain(file.id);
    // The clip is cut from track 1's WAV (the 31 s one, the larger file).
    const harbour = audio.reduce((a, b) => (Number(a.size) > Number(b.size) ? a : b));
    const clips = await db.query<{ payload: Record<string, unknown> }>("select payload from jobs where kind = 'social-clip.cut'");
    expect(clips).toHaveLength(1);
    expect(clips[0].payload).toMatchObject({
      submissionId: submission.id,
      fileId: harbour.id,
      startTime: '00:00',
      endTime: '00:30',
      trackTitle: 'Harbour Lights',
      artistName,
    });
  });
});
