import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser';
import { type RunningPortal, startPortal } from '../support/web-server';
import {
  continueToMusicUpload,
  continueToReview,
  eventually,
  fillArtistStep,
  fillOneTrackRelease,
  fillSocialAndLocation,
  generatedWav,
  openPage,
  staffApi,
  startCatalogueTransfer,
} from './submission-wizard.helpers';
import { BOT_MESSAGES, BOT_MIN_FORM_TIME_MS } from '../../domain/bot';
import { anInvitation } from '../support/builders/invitation.builder';

let portal: RunningPortal;
let browser: Browser;
let context: BrowserContext;
let page: Page;

interface SearchItem {
  id: string;
  type: 'track' | 'album';
  title: string;
  url: string;
}

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal({ JOB_POLL_INTERVAL_MS: '100' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});
// Each flow in its own browser context: a fresh session (draft, beta notice) like a new visitor.
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

const submissionsList = () => staffApi<{ submissions: { id: string; email: string }[] }>(portal.baseUrl, 'review-desk/submissions');
const detailOf = (id: string) => staffApi<Record<string, unknown>>(portal.baseUrl, `review-desk/submissions/${id}`);

async function catalogueSearch(q: string, type: 'track' | 'album'): Promise<SearchItem> {
  const body = (await (
    await fetch(`${portal.baseUrl}/api/spotify/search/music?q=${encodeURIComponent(q)}&type=${type}&limit=1`)
  ).json()) as { items: SearchItem[] };
  expect(body.items.length).toBeGreaterThan(0);
  return body.items[0];
}

describe('waiting-list mode', () => {
  afterEach(async () => {
    await staffApi(portal.baseUrl, 'config/set', { json: { submissionsEnabled: true } });
  });

  it("joins the waiting list while submissions are paused: 'Submitted for review!' and the entry is stored", async () => {
    await staffApi(portal.baseUrl, 'config/set', { json: { submissionsEnabled: false } });
    // The page is sent as the waiting list: it shows before any script runs, never the wizard first.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const firstScreen = await noScript.newPage();
    await firstScreen.goto(`${portal.baseUrl}/submit`);
    await expect(firstScreen.locator('main h1').first().textContent()).resolves.toBe('Join the waiting list');
    await expect(firstScreen.getByRole('button', { name: 'Next Step' }).count()).resolves.toBe(0);
    await noScript.close();

    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && pageErrors.push(message.text())));
    await openPage(page, `${portal.baseUrl}/submit`, true);
    await page.getByRole('heading', { name: 'Share Your New Music With Us' }).waitFor();
    expect(pageErrors.filter((text) => /#418|hydrat/i.test(text))).toEqual([]);
    await expectHidden(page, 'button', 'Next Step');
    await fillArtistStep(page, { firstName: 'Ines', surname: 'Ferreira', email: 'ines@example.com', artistName: 'Ines Tide' });
    const submit = page.getByRole('button', { name: 'Submit for Review' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Listen Link' }).fill('https://soundcloud.com/ines-tide/new-ep');
    await page.getByRole('textbox', { name: 'Tell us about the project (optional)' }).fill('Four songs recorded in Porto.');
    // A person takes longer than the bot rule's minimum to fill the form; the browser fills it at once.
    await page.waitForTimeout(BOT_MIN_FORM_TIME_MS);
    await submit.click();
    await page.getByRole('heading', { name: 'Submitted for review!' }).waitFor();
    await page.getByText('within 7-10 days').waitFor();

    const { entries } = await staffApi<{ entries: Record<string, unknown>[] }>(portal.baseUrl, 'review-desk/waiting-list');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      email: 'ines@example.com',
      artistName: 'Ines Tide',
      listenLink: 'https://soundcloud.com/ines-tide/new-ep',
    });
  });
});

describe('an invitation link', () => {
  it('opens the wizard prefilled; the submission updates the invitation board item and uses up the token', async () => {
    const invited = anInvitation('Wren', 'Yarrow', { invitationReason: 'Loved the live set' });
    await staffApi(portal.baseUrl, 'artist-invitations/create', { json: invited });
    const { mails } = await staffApi<{ mails: { to: string; text: string }[] }>(
      portal.baseUrl,
      `review-desk/mail-outbox?to=${invited.email}&category=invitation`,
    );
    const token = /\/i\/([\w-]+)/.exec(mails[0]?.text ?? '')?.[1];
    expect(token).toBeDefined();
    // The job worker files the invitation on the board first; the submission then updates that item.
    const invitationItem = await eventually(
      async () => (await boardItems()).find((i) => i.column_values.email === invited.email),
      'the invitation board item',
    );
    const itemsBefore = (await boardItems()).length;

    await openPage(page, `${portal.baseUrl}/i/${token}`, true);
    await page.getByText(`Welcome, ${invited.artistName}!`).waitFor();
    for (const [label, value] of [
      ['First name', 'Wren'],
      ['Surname', 'Yarrow'],
      ['Email', invited.email],
      ['Artist name', invited.artistName],
    ]) {
      expect(await page.getByRole('textbox', { name: label, exact: true }).inputValue()).toBe(value);
    }
    await page.getByRole('button', { name: "I'm a new artist" }).click();
    await fillSocialAndLocation(page);
    await continueToMusicUpload(page);

    await fillOneTrackRelease(page, {
      fileName: 'kestrel.wav',
      wav: generatedWav(392),
      trackTitle: 'Kestrel',
      releaseTitle: 'Kestrel',
      genre: 'Folk',
    });
    await continueToReview(page);
    await page.getByRole('button', { name: 'Submit Music' }).click();
    await page.waitForURL((url) => url.pathname === '/submit/success');

    const submissions = (await submissionsList()).submissions.filter((x) => x.email === invited.email);
    expect(submissions).toHaveLength(1);
    const updated = await eventually(async () => {
      const item = (await boardItems()).find((i) => i.id === invitationItem.id);
      return item?.column_values.token_status === 'Used' ? item : undefined;
    }, 'the invitation board item to be updated');
    expect(updated.name).toBe('Wren Yarrow - Kestrel');
    expect(await boardItems()).toHaveLength(itemsBefore);
    expect(await detailOf(submissions[0].id)).toMatchObject({ boardSync: { boardItemId: invitationItem.id } });

    const again = await fetch(`${portal.baseUrl}/api/invitation/validate/${token}`);
    expect(again.status).toBe(404);
    await page.goto(`${portal.baseUrl}/i/${token}`);
    await page.getByRole('heading', { name: "This invitation can't be used" }).waitFor();
  });
});

describe('a catalogue transfer', () => {
  it('submits a transfer of one album found by search and one track added by its pasted URL', async () => {
    const album = await catalogueSearch('lights', 'album');
    const track = await catalogueSearch('galway', 'track');
    await startCatalogueTransfer(page, portal.baseUrl, {
      firstName: 'Leif',
      surname: 'Lindqvist',
      email: 'leif@example.com',
      artistName: 'Leif Lindqvist',
    });
    await expectHidden(page, 'heading', 'Tracks');
    await page.getByText('No catalogue items added yet. Search for your music or paste a Spotify URL above.').waitFor();
    // Next with nothing added says why; the message goes once a release is added.
    const noneAdded = page.getByText('Please add at least one release to transfer');
    await page.getByRole('button', { name: 'Next Step' }).click();
    const missing = page.getByRole('dialog', { name: 'Required Information Missing' });
    await missing.getByText('Please add at least one release to transfer').waitFor();
    await missing.getByRole('button', { name: 'Close' }).click();
    await missing.waitFor({ state: 'detached' });
    await expect(noneAdded.count()).resolves.toBe(1);

    await page.getByLabel('Search for your track or album').fill(album.title.slice(0, 12));
    await page
      .getByRole('option', { name: new RegExp(`^${escapeRegExp(album.title)}.*ALBUM`) })
      .first()
      .click();
    await page.getByText('Added Releases (1)').waitFor();
    await expect(noneAdded.count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Enter URL' }).click();
    await page.getByLabel('Spotify track or album URL').fill('https://example.com/not-a-release');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Please enter a valid Spotify track or album URL').waitFor();
    await page.getByLabel('Spotify track or album URL').fill(track.url);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Added Releases (2)').waitFor();
    const items = page.getByTestId('catalogue-item');
    expect(await items.nth(0).textContent()).toContain('ALBUM');
    expect(await items.nth(1).textContent()).toContain('TRACK');

    await continueToReview(page);
    await page
      .getByRole('listitem')
      .filter({ hasText: `${album.title} — ` })
      .filter({ hasText: '(album' })
      .waitFor();

    // A refused submit, on a phone and on a laptop, and one the bot check refused: the reason shows beside the
    // button, in view, and takes focus.
    const plainRefusal = 'The label could not take this submission just now. Please try again.';
    const botRefusal = { success: false, error: BOT_MESSAGES.tooFast, details: [{ field: 'formSession', message: BOT_MESSAGES.tooFast }] };
    const refusals = [
      { width: 375, status: 503, body: { success: false, error: plainRefusal }, shown: plainRefusal, name: 'submit-refused' },
      { width: 1280, status: 503, body: { success: false, error: plainRefusal }, shown: plainRefusal, name: 'submit-refused' },
      { width: 375, status: 400, body: botRefusal, shown: BOT_MESSAGES.submissionRejected, name: 'submit-bot-refused' },
      { width: 1280, status: 400, body: botRefusal, shown: BOT_MESSAGES.submissionRejected, name: 'submit-bot-refused' },
    ];
    const submitRoute = /\/api\/(drafts\/[^/]+\/submit|monday\/create-item)$/;
    for (const refusal of refusals) {
      await page.setViewportSize({ width: refusal.width, height: 800 });
      await page.route(submitRoute, (route) =>
        route.fulfill({ status: refusal.status, contentType: 'application/json', body: JSON.stringify(refusal.body) }),
      );
      await page.getByRole('heading', { name: 'Review & Submit' }).waitFor();
      await page.getByRole('button', { name: 'Submit Music' }).click();
      const alert = page.getByRole('alert').filter({ hasText: refusal.shown });
      await alert.waitFor();
      // The refusal's box takes focus. Waited for, not read at once: just after the press, the last refusal's box (the
      // same words) can still be on the page while focus is on the button that was pressed.
      await page.waitForFunction(
        (text) => document.activeElement?.querySelector('[role="alert"]')?.textContent?.includes(text) === true,
        refusal.shown,
        { timeout: 10_000 },
      );
      await page.waitForFunction((text) => {
        const shown = Array.from(document.querySelectorAll('[role="alert"]')).find((e) => e.textContent?.includes(text));
        const box = shown?.getBoundingClientRect();
        return !!box && box.top >= 0 && box.bottom <= window.innerHeight;
      }, refusal.shown);
      if (refusal.width === 1280) {
        const attention = page.getByText('Needs attention');
        await expect(attention.count()).resolves.toBe(1);
        await expect(attention.evaluate((e) => e.parentElement?.textContent)).resolves.toContain('Review & Submit');
      }
      await screenshot(page, `${refusal.name}-${refusal.width}`);
      await page.unroute(submitRoute);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Submit Music' }).click();
    await page.waitForURL((url) => url.pathname === '/submit/success');

    const mine = (await submissionsList()).submissions.filter((x) => x.email === 'leif@example.com');
    expect(mine).toHaveLength(1);
    const detail = JSON.stringify(await detailOf(mine[0].id));
    expect(detail).toContain(album.url);
    expect(detail).toContain(track.url);
    expect(detail).toContain(album.title);
  });
});

async function boardItems(): Promise<{ id: string; name: string; group_name: string; column_values: Record<string, unknown> }[]> {
  return portal.infrastructure.database.query('select id, name, group_name, column_values from board_items order by created_at');
}

async function expectHidden(p: Page, role: 'button' | 'heading', name: string): Promise<void> {
  expect(await p.getByRole(role, { name, exact: true }).count()).toBe(0);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
