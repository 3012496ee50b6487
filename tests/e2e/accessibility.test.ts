import type { BrowserContext, Page } from 'playwright-core';
import { CONTRACT_LABELS, CONTRACT_OUTCOME_MESSAGES } from '../../domain/contract';
import { ABOUT_PATH } from '../../web/src/app/product';
import { disableAnimations } from '../support/browser';
import { buildWav, sine } from '../support/media/wav-builder';
import { type AxeFinding, seriousViolations } from './axe.helpers';
import { createArtistAccount, usePortalAndBrowser } from './portal-fixtures';
import { signInAsArtist, signInAsStaff } from './sign-in';
import { attachWav, continueToMusicUpload, fillArtistStep, fillCreditedTrack, fillPopRelease, staffApi } from './submission-wizard.helpers';

const env = usePortalAndBrowser();
const contexts: BrowserContext[] = [];
afterAll(async () => Promise.all(contexts.map((c) => c.close())));

/** A tab of its own (its own cookies), with the page's CSP waived so axe-core's source can be injected. */
async function newPage(): Promise<Page> {
  const context = await env.browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  return context.newPage();
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${env.portal.baseUrl}${path}`);
  await disableAnimations(page);
  await page.locator('main h1').first().waitFor();
}

const PUBLIC_PAGES = ['/', '/learn-more', ABOUT_PATH, '/faq', '/login', '/staff/login', '/submit/success', '/no-such-page'];
const LEGAL_PAGES = ['/terms-of-service', '/privacy-policy', '/cookie-policy', '/data-protection'];
const STAFF_PAGES = [
  '/staff/review',
  '/staff/review?tab=mine',
  '/staff/review?tab=waiting',
  '/staff/artists',
  '/staff/catalogue',
  '/staff/catalogue?view=calendar&month=2031-03',
  '/staff/note-templates',
  '/staff/outbox',
  '/staff/integrations',
  '/admin/invite',
  '/analytics',
  '/test-dashboard',
];

let submissionId = '';

describe('axe-core finds no serious or critical violation at 1280 and 375 px', () => {
  it('on the public and legal pages', async () => {
    const page = await newPage();
    const findings: AxeFinding[] = [];
    for (const path of [...PUBLIC_PAGES, ...LEGAL_PAGES]) {
      await visit(page, path);
      findings.push(...(await seriousViolations(page, path)));
    }
    expect(findings).toEqual([]);
  });

  it('on each wizard step and its dialogs, sent by a signed-in artist, then on the portal pages', async () => {
    const page = await newPage();
    const artist = await createArtistAccount(env.portal, 'Axe Tester');
    await signInAsArtist(page, env.portal.baseUrl, artist);
    const findings: AxeFinding[] = [];
    const check = async (name: string) => findings.push(...(await seriousViolations(page, name)));

    await page.goto(`${env.portal.baseUrl}/submit`);
    await disableAnimations(page);
    await page.getByRole('button', { name: 'Got it' }).waitFor();
    await check('beta notice');
    await page.getByRole('button', { name: 'Got it' }).click();
    await page.getByText(/Draft saved/).waitFor();
    await check('wizard step 1');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByRole('dialog', { name: 'Required Information Missing' }).waitFor();
    await check('required information missing');
    await page.getByRole('button', { name: 'Close' }).click();

    await fillArtistStep(page, { firstName: 'Axe', surname: 'Tester', email: 'axe.tester@example.com', artistName: 'Axe Tester' });
    const newArtist = page.getByRole('button', { name: "I'm a new artist" });
    if (await newArtist.isVisible()) await newArtist.click();
    await continueToMusicUpload(page);
    await check('wizard step 2, empty');
    await attachWav(page, 'tide.wav', buildWav({ bits: 16, rate: 44100, channels: 2, frames: 44100 * 2, sample: sine(440, 0.3) }));
    await fillCreditedTrack(page, { trackTitle: 'Tide', songwriter: { firstName: 'Axe', surname: 'Tester' } });
    await fillPopRelease(page, { coverSide: 3000, releaseTitle: 'Low Water' });
    await check('wizard step 2, filled');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByRole('heading', { name: 'Additional Information' }).waitFor();
    await check('wizard step 3');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByTestId('review-status').filter({ hasText: 'Ready to Submit' }).waitFor();
    await check('wizard step 4');
    await page.getByRole('button', { name: 'Submit Music' }).click();
    await page.waitForURL((url) => url.pathname === '/submit/success', { timeout: 60_000 });
    await check('thank-you after sending');

    const sent = await page.evaluate(
      async () => (await (await fetch('/api/profile/submissions')).json()) as { submissions: { id: string }[] },
    );
    submissionId = sent.submissions[0].id;
    // Every tab of the dashboard (the agreement tab too), each at 1280 and 375 px.
    for (const path of [
      '/dashboard',
      '/dashboard?tab=0',
      '/dashboard?tab=1',
      '/dashboard/submit',
      '/dashboard/sent',
      '/edit-profile',
      `/submission/${submissionId}`,
      '/submission/',
      '/release-details/unknown-id',
    ]) {
      await visit(page, path);
      await check(path);
    }
    // The agreement tab while the signing window is open, and once it was closed unsigned.
    await visit(page, '/dashboard?tab=1');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: CONTRACT_LABELS.review }).click()]);
    await page.getByText('Waiting for your signature in the signing window…').waitFor();
    await check('/dashboard?tab=1 while signing');
    await popup.close();
    await page.getByText(CONTRACT_OUTCOME_MESSAGES.signingWindowClosed).waitFor();
    await check('/dashboard?tab=1 after the signing window closed');
    await staffApi(env.portal.baseUrl, `review-desk/submissions/${submissionId}/status`, {
      json: { status: 'Changes Requested', note: 'Please use a square cover without text.' },
    });
    await visit(page, `/submission/${submissionId}`);
    await check('submission with changes requested');
    await visit(page, `/release-details/${submissionId}`);
    await page.getByText(/Draft saved/).waitFor();
    await check('release details (rework wizard)');
    expect(findings).toEqual([]);
  });

  it('on the staff pages', async () => {
    const page = await newPage();
    await signInAsStaff(env.portal, page, '/staff/review');
    await disableAnimations(page);
    const findings: AxeFinding[] = [];
    for (const path of STAFF_PAGES) {
      await visit(page, path);
      findings.push(...(await seriousViolations(page, path)));
    }
    const artist = await createArtistAccount(env.portal, 'Axe Catalogue');
    await visit(page, `/artist/${artist.artistCode}`);
    findings.push(...(await seriousViolations(page, '/artist/{artistId}')));
    if (submissionId) {
      await visit(page, `/staff/review/${submissionId}`);
      findings.push(...(await seriousViolations(page, '/staff/review/{id}')));
    }
    expect(findings).toEqual([]);
  });
});
