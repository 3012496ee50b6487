import type { Browser, Page } from 'playwright-core';
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
    await screenshotBothWidths(page, 'submit-step2-music');
    await page.getByRole('button', { name: 'Next Step' }).click();

    await page.getByRole('heading', { name: 'Additional Information' }).waitFor();
    await page.getByLabel('Tell us about yourself and this release').fill('Songs written on the night ferry between Bristol and Cork.');
    await page.getByLabel('For Fans Of').fill('Phoebe Bridgers, Novo Amor');
    await screenshotBothWidths(page, 'submit-step3-additional');
    await page.getByRole('button', { name: 'Next Step' }).click();

    await page.getByRole('heading', { name: 'Review & Submit' }).waitFor();
    await page.getByTestId('review-status').filter({ hasText: 'Ready to Submit' }).waitFor();
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
