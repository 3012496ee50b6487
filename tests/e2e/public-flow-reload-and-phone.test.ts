import type { Page, Route } from 'playwright-core';
import { UPLOAD_MESSAGES } from '../../domain/files';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { AI_DISCLOSURE_MESSAGES, AI_DISCLOSURE_QUESTIONS, AI_PART_LABELS, CONTAINS_AI_LABELS } from '../../domain/release/ai-disclosure';
import { screenshot, SCREENSHOT_DIR } from '../support/browser';
import { usePortalAndBrowser } from './portal-fixtures';
import { attachWav, generatedWav, newArtist, openPage, screenshotBothWidths, startNewArtistDraft } from './submission-wizard.helpers';

const env = usePortalAndBrowser();
const LENA = newArtist('Lena', 'Brook');

/** Boxes of the page's form controls that the element covers. */
async function controlsCoveredBy(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const cover = document.querySelector(sel)?.getBoundingClientRect();
    if (!cover) return ['(no such element)'];
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>('main input:not([type=hidden]), main button, main [role="combobox"]'),
    );
    return controls
      .filter((c) => {
        const box = c.getBoundingClientRect();
        const visible = box.width > 1 && box.height > 1 && getComputedStyle(c).visibility !== 'hidden';
        return visible && box.left < cover.right && cover.left < box.right && box.top < cover.bottom && cover.top < box.bottom;
      })
      .map((c) => c.getAttribute('aria-label') ?? c.getAttribute('name') ?? c.textContent ?? c.tagName);
  }, selector);
}

describe('the public wizard', () => {
  it("keeps a file that shows 'Uploaded & Ready' through an immediate reload, and through a refused second pick", async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await startNewArtistDraft(page, env.portal.baseUrl, LENA);
    await attachWav(page, 'tide-song.wav', generatedWav(440, 3));
    const track = page.getByRole('article', { name: 'Track 1' });
    await track.getByText('Uploaded & Ready', { exact: true }).waitFor({ timeout: 30_000 });
    await page.reload();
    await page.getByRole('heading', { name: 'Music Upload' }).waitFor();
    const again = page.getByRole('article', { name: 'Track 1' });
    await again.getByText('Uploaded & Ready', { exact: true }).waitFor();
    expect(await again.getByLabel('Track title').inputValue()).toBe('tide-song');
    await again.getByText('tide-song.wav').waitFor();

    // A refused file leaves the master in place, with the reason beside it.
    await attachWav(page, 'notes.mp3', Buffer.from('not a wav'));
    await again.getByRole('alert').filter({ hasText: 'Invalid file type. Expected: WAV file.' }).waitFor();
    await again.getByText('Uploaded & Ready', { exact: true }).waitFor();
    await screenshotBothWidths(page, 'track-refused-pick-keeps-master');
    await page.close();
  });

  it('fails an upload within seconds when the server cannot be reached, and Retry resumes it', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await startNewArtistDraft(page, env.portal.baseUrl, { ...LENA, email: 'lena.retry@example.com' });
    const tus: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/uploads/tus')) tus.push(`${request.method()} ${pathname}`);
    });
    // The upload is created; after that nothing reaches the server, by any upload path, as on a dead network.
    const unreachable = (route: Route) => route.abort('internetdisconnected');
    const cutOff = [/\/api\/uploads\/tus\/.+/, /\/api\/upload\//, /\/api\/cloud-storage\//];
    for (const pattern of cutOff) await page.route(pattern, unreachable);
    const started = Date.now();
    await attachWav(page, 'harbour-retry.wav', generatedWav(330, 3));
    const track = page.getByRole('article', { name: 'Track 1' });
    await track.getByText(`${UPLOAD_MESSAGES.networkError}: ${UPLOAD_MESSAGES.connectFailed}`).waitFor({ timeout: 30_000 });
    expect(Date.now() - started).toBeLessThan(8_000);
    const retry = track.getByRole('button', { name: `${UPLOAD_MESSAGES.retry} harbour-retry.wav` });
    expect(await retry.isVisible()).toBe(true);
    await screenshotBothWidths(page, 'upload-failed-with-retry');

    for (const pattern of cutOff) await page.unroute(pattern);
    await retry.click();
    await track.getByText('Uploaded & Ready', { exact: true }).waitFor({ timeout: 30_000 });
    // One upload, created once: Retry asked the server where it stopped (HEAD) and went on from there.
    const created = tus.filter((r) => r.startsWith('POST '));
    expect(created).toHaveLength(1);
    const resumedAt = tus.lastIndexOf(tus.filter((r) => r.startsWith('HEAD ')).at(-1) ?? '');
    expect(resumedAt).toBeGreaterThan(0);
    expect(tus[resumedAt].slice('HEAD '.length)).toBe(tus.at(-1)?.slice('PATCH '.length));
    expect(await retry.count()).toBe(0);
    await page.close();
  });

  it('keeps the developer button off the form on a phone', async () => {
    const page = await env.browser.newPage({ viewport: { width: 375, height: 800 } });
    await openPage(page, `${env.portal.baseUrl}/submit`, true);
    const button = page.getByRole('button', { name: 'Open developer tools' });
    await button.waitFor();
    for (const y of [0, 400, 800, 1200]) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      expect(await controlsCoveredBy(page, '[aria-label="Open developer tools"]')).toEqual([]);
    }
    await screenshot(page, 'developer-button-below-footer-375');
    await page.close();
  });

  it("shows the sent release's reference on the thank-you page", async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openPage(page, `${env.portal.baseUrl}/submit/success?ref=5f1c2a9e-77b0-4c1d-9e2f-0a1b2c3d4e5f`);
    await page.getByText('Your reference: HS-5F1C2A9E.').waitFor();
    expect(await page.title()).toBe('Thank you · Harbour Sound');
    await screenshotBothWidths(page, 'thank-you-reference');
    await page.close();
  });

  it('asks per track and for the artwork whether generative AI was used, names the track left unanswered, and fits a phone', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await startNewArtistDraft(page, env.portal.baseUrl, { ...LENA, email: 'lena.ai@example.com' });
    await page.getByRole('button', { name: 'Add track' }).click();
    const section = page.getByRole('region', { name: 'AI disclosure' });
    const [track1, track2] = [1, 2].map((n) => section.getByRole('radiogroup', { name: `Track ${n}: ${AI_DISCLOSURE_QUESTIONS.track}` }));
    const artwork = section.getByRole('radiogroup', { name: `Artwork: ${AI_DISCLOSURE_QUESTIONS.artwork}` });
    await track1.getByRole('radio', { name: CONTAINS_AI_LABELS.None }).check();
    await page.getByRole('button', { name: 'Next Step' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(AI_DISCLOSURE_MESSAGES.trackAnswerRequired(2)).waitFor();
    await dialog.getByText(AI_DISCLOSURE_MESSAGES.artworkAnswerRequired).waitFor();
    expect(await dialog.getByText(AI_DISCLOSURE_MESSAGES.trackAnswerRequired(1)).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await section.getByText('Track 2: please say whether generative AI was used to make it.').waitFor();
    await section.getByText(AI_DISCLOSURE_MESSAGES.artworkAnswerRequired).waitFor();
    await track2.getByRole('radio', { name: CONTAINS_AI_LABELS.Partly }).check();
    await section.getByRole('checkbox', { name: AI_PART_LABELS.aiVocals }).check();
    await artwork.getByRole('radio', { name: CONTAINS_AI_LABELS.All }).check();
    expect(await section.getByText(AI_DISCLOSURE_MESSAGES.trackAnswerRequired(2)).count()).toBe(0);
    expect(await section.getByText(AI_DISCLOSURE_MESSAGES.artworkAnswerRequired).count()).toBe(0);
    // Reloaded, the draft keeps each answer.
    await page.getByText(/Draft saved/).waitFor();
    await page.reload();
    await track2.getByRole('radio', { name: CONTAINS_AI_LABELS.Partly }).waitFor();
    expect(await track2.getByRole('radio', { name: CONTAINS_AI_LABELS.Partly }).isChecked()).toBe(true);
    expect(await artwork.getByRole('radio', { name: CONTAINS_AI_LABELS.All }).isChecked()).toBe(true);
    expect(await section.getByRole('checkbox', { name: AI_PART_LABELS.aiVocals }).isChecked()).toBe(true);
    // Tall enough at 375 px for the whole section, so the sticky header never lands inside its screenshot.
    for (const [width, height] of [
      [1280, 900],
      [375, 1400],
    ]) {
      await page.setViewportSize({ width, height });
      await section.scrollIntoViewIfNeeded();
      const box = await section.boundingBox();
      // Nothing of the question wider than the screen.
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await section.screenshot({ path: path.join(SCREENSHOT_DIR, `submit-ai-per-track-${width}.png`) });
    }
    await page.close();
  });
});
