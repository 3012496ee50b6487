import type { Page, Response } from 'playwright-core';
import { usePortalBehindCuttingProxy } from './proxied-portal.fixture';
import {
  fillOneTrackRelease,
  generatedWav,
  newArtist,
  openPage,
  recordUploadOffsets,
  screenshotBothWidths,
  startNewArtistDraft,
} from './submission-wizard.helpers';

const CUT_AFTER_BYTES = 6 * 1024 * 1024;
const env = usePortalBehindCuttingProxy(CUT_AFTER_BYTES, 'cut');

async function expectDraftOnMusicStep(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Music Upload' }).waitFor();
  const track = page.getByRole('article', { name: 'Track 1' });
  await track.getByText('Uploaded & Ready', { exact: true }).waitFor();
  expect(await track.getByLabel('Track title').inputValue()).toBe('Tidal Glass');
  expect(await page.getByLabel('Release title').inputValue()).toBe('Low Water');
}

const DRAFT_PUT = /\/api\/drafts\/[^/]+$/;

/** The next draft save whose body carries `typed`. */
function draftSave(page: Page, typed: string): Promise<Response> {
  return page.waitForResponse(
    (r) => r.request().method() === 'PUT' && DRAFT_PUT.test(r.url()) && (r.request().postData() ?? '').includes(typed),
  );
}

/**
 * A ℗ year below 1900 is kept in the draft and later typing still saves (the rules apply on Next); only a save the
 * server truly refuses says 'Not saved' and why.
 */
async function keepsTypingAfterAnOldYear(page: Page): Promise<void> {
  const status = page.getByRole('status').filter({ hasText: /Draft saved|Saving|Not saved/ });
  const yearSaved = draftSave(page, '1899');
  await page.getByLabel('℗ year').fill('1899');
  expect((await yearSaved).status()).toBe(200);
  const ownerSaved = draftSave(page, 'Marsh Tapes');
  await page.getByLabel('℗ owner').fill('Marsh Tapes');
  expect((await ownerSaved).status()).toBe(200);
  await status.filter({ hasText: /^Draft saved/ }).waitFor();

  const reason = 'The draft could not be stored just now.';
  await page.route(DRAFT_PUT, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ success: false, error: reason }) })
      : route.fallback(),
  );
  await page.getByLabel('© owner').fill('Marsh Songs');
  await status.filter({ hasText: `Not saved: ${reason} Your answers are kept in this tab.` }).waitFor();
  await page.unroute(DRAFT_PUT);
  const retried = draftSave(page, 'Marsh Songs');
  await page.getByLabel('© year').fill('2025');
  expect((await retried).status()).toBe(200);
  await status.filter({ hasText: /^Draft saved/ }).waitFor();
}

describe('a draft on the server', () => {
  it('survives a cut upload, a reload and a change of browser', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const patchOffsets = recordUploadOffsets(page);
    await startNewArtistDraft(page, env.proxy.baseUrl, newArtist('Iris', 'Marsh'));

    const wav = generatedWav(330, 115);
    expect(wav.length).toBeGreaterThan(20_000_000);
    await fillOneTrackRelease(page, {
      fileName: 'take-7.wav',
      wav,
      trackTitle: 'Tidal Glass',
      releaseTitle: 'Low Water',
      genre: 'Folk',
      uploadTimeoutMs: 60_000,
    });

    // The connection dropped once mid-PATCH; the retry asked the server where it stood and went on from there.
    expect(env.proxy.cutAfterBytes()).toBeGreaterThan(CUT_AFTER_BYTES);
    expect(patchOffsets[0]).toBe(0);
    expect(Math.max(...patchOffsets.slice(1))).toBeGreaterThan(1024 * 1024);

    await page.getByText(/Draft saved/).waitFor();
    await keepsTypingAfterAnOldYear(page);
    await page.reload();
    await expectDraftOnMusicStep(page);
    expect(await page.getByLabel('℗ year').inputValue()).toBe('1899');
    expect(await page.getByLabel('℗ owner').inputValue()).toBe('Marsh Tapes');
    expect(await page.getByLabel('© owner').inputValue()).toBe('Marsh Songs');
    await screenshotBothWidths(page, 'draft-reloaded');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Iris');
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('iris@example.com');
    await page.getByRole('button', { name: 'Next Step' }).click();

    await page.getByRole('button', { name: 'Finish later' }).click();
    await page.getByRole('button', { name: 'Email me the link' }).click();
    const link = await page.getByTestId('finish-later-link').inputValue();
    await screenshotBothWidths(page, 'draft-finish-later');
    const token = /\/submit\/resume\/([\w-]+)$/.exec(link)?.[1];
    expect(token).toBeDefined();
    await context.close();

    const elsewhere = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const other = await elsewhere.newPage();
    await openPage(other, `${env.portal.baseUrl}/submit/resume/${token}`, true);
    await expectDraftOnMusicStep(other);
    await screenshotBothWidths(other, 'draft-resumed-elsewhere');
    await elsewhere.close();
  });
});
