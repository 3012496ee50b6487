import { readFileSync } from 'node:fs';
import { submitWithWav } from '../support/analysed-submission';
import { disableAnimations } from '../support/browser';
import { HOT_MASTER_EFFECTS, soxWorkshop, STEREO_48K_24 } from '../support/media/sox-signals';
import { usePortalAndBrowser } from './portal-fixtures';
import { signInAsStaff } from './sign-in';
import { screenshotBothWidths } from './submission-wizard.helpers';

const env = usePortalAndBrowser();
const sox = soxWorkshop('desk-waveform-');

describe('a track on the staff desk', () => {
  it('shows the waveform from the analysis, plays and seeks from it, with loudness and true-peak badges beside the targets', async () => {
    const wav = readFileSync(sox.make('hot.wav', STEREO_48K_24, HOT_MASTER_EFFECTS));
    const { submissionId } = await submitWithWav(env.portal.baseUrl, env.portal.infrastructure.formSessions, wav);
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsStaff(env.portal, page, `/staff/review/${submissionId}`);
    await disableAnimations(page);
    const track = page.getByRole('article', { name: /^Track 1/ });
    const waveform = track.getByRole('slider', { name: /^Seek in / });
    await waveform.waitFor({ timeout: 30_000 });
    const badges = track.getByTestId('loudness-badges');
    await badges.getByText(/^−\d\.\d LUFS$/).waitFor();
    await badges.getByText(/^\+\d\.\d dBTP$/).waitFor();
    await badges.getByText(/Stores play at: Spotify −14\.0/).waitFor();
    await track.getByText(/^Spotify will turn this down by \d dB/).waitFor();

    const audio = track.locator('audio');
    await audio.evaluate((media: HTMLAudioElement) =>
      media.readyState >= 1 ? undefined : new Promise((resolve) => media.addEventListener('loadedmetadata', resolve, { once: true })),
    );
    await waveform.scrollIntoViewIfNeeded();
    const box = (await waveform.boundingBox())!;
    await waveform.click({ position: { x: box.width / 2, y: box.height / 2 } });
    const seeked = await audio.evaluate((media: HTMLAudioElement) => media.currentTime / media.duration);
    expect(seeked).toBeGreaterThan(0.45);
    expect(seeked).toBeLessThan(0.55);
    await audio.evaluate((media: HTMLAudioElement) => {
      media.muted = true;
      return media.play();
    });
    await page.waitForFunction(
      (start) => {
        const media = document.querySelector('article audio') as HTMLAudioElement;
        return !media.paused && media.currentTime > start * media.duration + 0.2;
      },
      seeked,
      { timeout: 15_000 },
    );
    expect(Number(await waveform.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(50);
    await audio.evaluate((media: HTMLAudioElement) => media.pause());
    await screenshotBothWidths(page, 'desk-track-waveform');
    await page.close();
  });
});
