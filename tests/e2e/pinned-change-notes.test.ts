import { PIN_MESSAGES } from '../../domain/review-pins';
import { captureBothWidths, disableAnimations } from '../support/browser';
import { createArtistAccount, usePortalAndBrowser } from './portal-fixtures';
import { askForChangesWithPins, focusedField, submitOneTrack } from './pinned-change-notes.helpers';
import { signInAsArtist, signInAsStaff } from './sign-in';
import { attachCover, continueToReview } from './submission-wizard.helpers';

const env = usePortalAndBrowser();
const TITLE_NOTE = 'The title is spelled "Tidal Glas"; please correct it.';
const ARTWORK_TEMPLATE = 'Artwork contains a URL or logo; stores refuse those.';
const DATE_NOTE = 'Is the release date right? It falls on a Sunday.';
const DATE_ANSWER = 'Yes: Sunday is the day we planned with the label.';

describe('change requests pinned to fields', () => {
  it('staff pin notes to a track title and the artwork; the artist lands on the title, cannot resubmit until both changed; the desk shows both', async () => {
    const account = await createArtistAccount(env.portal, 'Mara Quell');
    const [{ email }] = await env.portal.infrastructure.database.query<{ email: string }>('SELECT email FROM artists WHERE id = $1', [
      account.id,
    ]);
    const artist = { firstName: 'Mara', surname: 'Quell', email, artistName: 'Mara Quell' };

    const sender = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await submitOneTrack(await sender.newPage(), env.portal.baseUrl, artist, 'Tidal Glas');
    await sender.close();
    const [{ id }] = await env.portal.infrastructure.database.query<{ id: string }>(
      'UPDATE submissions SET artist_id = $1 WHERE email = $2 RETURNING id',
      [account.id, email],
    );
    // As an invitation link does when the release is sent: its files are the artist's too (the rework previews them).
    await env.portal.infrastructure.database.query('UPDATE uploads SET artist_id = $1 WHERE submission_id = $2', [account.id, id]);

    const staffContext = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const staff = await staffContext.newPage();
    await signInAsStaff(env.portal, staff, `/staff/review/${id}`);
    await disableAnimations(staff);
    await staff.getByRole('heading', { name: 'Low Water', level: 1 }).waitFor();
    await askForChangesWithPins(staff, 'Two fixes, each noted on its field.', [
      { field: 'Track 1 title', note: TITLE_NOTE },
      { field: 'Artwork', template: ARTWORK_TEMPLATE },
      { field: 'Release date', note: DATE_NOTE },
    ]);
    await expect(staff.getByRole('textbox', { name: 'Note for Artwork' }).inputValue()).resolves.toBe(ARTWORK_TEMPLATE);
    await captureBothWidths(staff, 'staff-pinned-notes-editor');
    await staff.getByRole('button', { name: 'Change status' }).click();
    await staff.getByText('Status changed to Changes Requested with a note to the artist, 3 pinned to fields.').waitFor();
    await staff.getByRole('list', { name: 'Notes pinned to fields' }).getByText(TITLE_NOTE).waitFor();

    const artistContext = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await artistContext.newPage();
    await signInAsArtist(page, env.portal.baseUrl, account);
    await page.goto(`${env.portal.baseUrl}/submission/${id}`);
    await disableAnimations(page);
    const listed = page.getByTestId('pinned-note');
    await listed.nth(2).waitFor();
    await expect(listed.allInnerTexts()).resolves.toEqual([
      `Track 1 title\n\n${TITLE_NOTE}`,
      `Artwork\n\n${ARTWORK_TEMPLATE}`,
      `Release date\n\n${DATE_NOTE}`,
    ]);
    await captureBothWidths(page, 'portal-pinned-notes');

    await page.getByRole('link', { name: 'Make changes' }).click();
    await page.waitForURL((url) => url.pathname === `/release-details/${id}`);
    const titleNote = page.locator('[data-pinned-field="tracks[0].title"]');
    await titleNote.waitFor();
    await expect(titleNote.innerText()).resolves.toContain(TITLE_NOTE);
    await page.waitForFunction(() => document.activeElement?.closest('[data-field]')?.getAttribute('data-field') === 'tracks[0].title');
    expect(await focusedField(page)).toBe('tracks[0].title');
    await page.locator('[data-pinned-field="artworkFileId"]').waitFor();
    await captureBothWidths(page, 'wizard-pinned-notes');

    // The release date is right as it is: the artist answers so instead of changing it, and it no longer holds Submit.
    const dateNote = page.locator('[data-pinned-field="releaseDate"]');
    await dateNote.getByRole('button', { name: PIN_MESSAGES.keepAsIs }).click();
    await dateNote.getByTestId('pin-answer-text').fill(DATE_ANSWER);
    await dateNote.getByRole('button', { name: 'Send answer' }).click();
    await dateNote.getByTestId('pin-answer').filter({ hasText: DATE_ANSWER }).waitFor();
    await captureBothWidths(page, 'wizard-pin-answer');

    // Only the title changed: Submit is refused, naming the artwork.
    await page.getByRole('article', { name: 'Track 1' }).getByLabel('Track title').fill('Tidal Glass');
    await titleNote.waitFor({ state: 'detached' });
    await continueToReview(page);
    await page.getByRole('button', { name: 'Submit Music' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: PIN_MESSAGES.stillUnchanged('Artwork') })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe(`/release-details/${id}`);
    await captureBothWidths(page, 'wizard-pinned-refusal');

    await page.getByRole('button', { name: 'Back to Edit', exact: true }).click();
    await page.getByRole('heading', { name: 'Additional Information' }).waitFor();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('heading', { name: 'Music Upload' }).waitFor();
    await attachCover(page, 3200);
    await page.locator('[data-pinned-field="artworkFileId"]').waitFor({ state: 'detached' });
    await page.locator('[data-field="artworkFileId"]').getByText('Uploaded & Ready', { exact: true }).waitFor({ timeout: 60_000 });
    await continueToReview(page);
    await page.getByRole('button', { name: 'Submit Music' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/sent', { timeout: 60_000 });

    await staff.goto(`${env.portal.baseUrl}/staff/review/${id}`);
    await disableAnimations(staff);
    await staff.getByRole('heading', { name: 'What changed in version 2' }).waitFor();
    const changes = staff.getByRole('list', { name: 'Changes in this version' });
    await changes.getByText('Track 1 title: "Tidal Glas" → "Tidal Glass"').waitFor();
    await staff.getByTestId('pin-answer').filter({ hasText: DATE_ANSWER }).waitFor();
    for (const alt of ['Artwork before', 'Artwork after']) {
      const image = changes.getByRole('img', { name: alt });
      await expect(image.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).resolves.toBeGreaterThan(0);
    }
    const [before, after] = await Promise.all(
      ['Artwork before', 'Artwork after'].map((alt) => changes.getByRole('img', { name: alt }).getAttribute('src')),
    );
    expect(before).not.toBe(after);
    await captureBothWidths(staff, 'staff-version-2-in-words');
    await staffContext.close();
    await artistContext.close();
  });
});
