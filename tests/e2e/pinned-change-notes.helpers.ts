import type { Page } from 'playwright-core';
import { buildWav, sine } from '../support/media/wav-builder';
import { attachWav, continueToMusicUpload, fillArtistStep, fillCreditedTrack, fillPopRelease, openPage } from './submission-wizard.helpers';

export interface Artist {
  firstName: string;
  surname: string;
  email: string;
  artistName: string;
}

/** One new-music track with songwriter credits and a 3000 px artwork, sent through the public wizard. */
export async function submitOneTrack(page: Page, baseUrl: string, artist: Artist, trackTitle: string): Promise<void> {
  await openPage(page, `${baseUrl}/submit`, true);
  await page.getByText(/Draft saved/).waitFor();
  await fillArtistStep(page, artist);
  await page.getByRole('button', { name: "I'm a new artist" }).click();
  await continueToMusicUpload(page);
  const wav = buildWav({ bits: 16, rate: 44100, channels: 2, frames: 44100 * 2, sample: sine(523, 0.3) });
  await attachWav(page, 'tidal.wav', wav);
  await fillCreditedTrack(page, { trackTitle, songwriter: artist });
  await fillPopRelease(page, { coverSide: 3000, releaseTitle: 'Low Water' });
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByRole('heading', { name: 'Additional Information' }).waitFor();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByTestId('review-status').filter({ hasText: 'Ready to Submit' }).waitFor();
  await page.getByRole('button', { name: 'Submit Music' }).click();
  await page.waitForURL((url) => url.pathname === '/submit/success', { timeout: 60_000 });
}

/** Staff pick a field and a template (or type a note) for each pinned note, then ask for changes. */
export async function askForChangesWithPins(page: Page, note: string, pins: { field: string; template?: string; note?: string }[]) {
  await page.getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: 'Changes Requested', exact: true }).click();
  await page.getByLabel('Note to the artist').fill(note);
  for (const [i, pin] of pins.entries()) {
    await page.getByRole('button', { name: 'Pin a note to a field' }).click();
    await page.getByRole('combobox', { name: `Field for pinned note ${i + 1}` }).click();
    await page.getByRole('option', { name: pin.field, exact: true }).click();
    if (pin.template) {
      await page.getByRole('combobox', { name: `Template for ${pin.field}` }).click();
      await page.getByRole('option', { name: pin.template, exact: true }).click();
    }
    if (pin.note) await page.getByRole('textbox', { name: `Note for ${pin.field}` }).fill(pin.note);
  }
}

/** The label of the focused element's nearest field holder (data-field). */
export function focusedField(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.closest('[data-field]')?.getAttribute('data-field') ?? null);
}
