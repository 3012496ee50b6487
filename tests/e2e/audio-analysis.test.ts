import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { HOT_MASTER_EFFECTS, ORDINARY_MASTER_EFFECTS, soxWorkshop, STEREO_48K_24 } from '../support/media/sox-signals';
import { usePortalAndBrowser } from './portal-fixtures';
import { newArtist, screenshotBothWidths, startNewArtistDraft } from './submission-wizard.helpers';

const env = usePortalAndBrowser();
const sox = soxWorkshop('analysis-e2e-');
const ARTIST = newArtist('Ines', 'Hale');

/** Uploads a WAV on track 1 and answers how long after 'Uploaded & Ready' the analysis showed on the card. */
async function uploadAndWaitForFindings(page: Page, file: string, name: string): Promise<number> {
  await startNewArtistDraft(page, env.portal.baseUrl, ARTIST);
  const track = page.getByRole('article', { name: 'Track 1' });
  await page.locator('input[aria-label="WAV file for track 1"]').setInputFiles({ name, mimeType: 'audio/wav', buffer: readFileSync(file) });
  await track.getByText('Uploaded & Ready', { exact: true }).waitFor({ timeout: 60_000 });
  const uploadedAt = Date.now();
  await track.getByTestId('audio-findings').waitFor({ timeout: 20_000 });
  return Date.now() - uploadedAt;
}

describe('the analysis on the track card, while the artist fills in the rest', () => {
  it('a hot master (−8 LUFS, +0.5 dBTP) shows the plain advice within seconds of the upload finishing', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const waited = await uploadAndWaitForFindings(page, sox.make('hot.wav', STEREO_48K_24, HOT_MASTER_EFFECTS), 'hot-master.wav');
    expect(waited).toBeLessThan(15_000);
    const findings = page.getByRole('article', { name: 'Track 1' }).getByTestId('audio-findings');
    await findings.getByText(/^Spotify will turn this down by \d dB \(−\d\.\d LUFS; Spotify plays at −14\.0\)\.$/).waitFor();
    await findings.getByText(/^True peak \+\d\.\d dBTP: it may distort after encoding; most stores ask for −1\.0 dBTP\.$/).waitFor();
    expect(await findings.getByText('WAVE_FORMAT_EXTENSIBLE').count()).toBe(0);
    await screenshotBothWidths(page, 'analysis-hot-master');
    await page.close();
  });

  it('an ordinary 24-bit/48 kHz EXTENSIBLE master shows no warning at all; the header is a technical detail', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await uploadAndWaitForFindings(page, sox.make('ordinary.wav', STEREO_48K_24, ORDINARY_MASTER_EFFECTS), 'ordinary-master.wav');
    const track = page.getByRole('article', { name: 'Track 1' });
    expect(
      await track.locator('.MuiAlert-standardWarning, .MuiAlert-standardError, .MuiAlert-colorWarning, .MuiAlert-colorError').count(),
    ).toBe(0);
    expect(await track.getByText(/EXTENSIBLE|0xFFFE/).isVisible()).toBe(false);
    await screenshotBothWidths(page, 'analysis-ordinary-master');
    await track.getByRole('button', { name: 'Show technical details' }).click();
    await track.getByText('0xFFFE').waitFor();
    await page.close();
  });
});
