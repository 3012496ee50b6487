import { AGREEMENT_LABELS, AGREEMENT_OUTCOME_MESSAGES } from '../../domain/agreement';
import { ABOUT_PATH } from '../../web/src/app/product';
import { disableAnimations } from '../support/browser';
import { buildWav, sine } from '../support/media/wav-builder';
import { useAxeTabs } from './accessibility.helpers';
import { type AxeFinding, seriousViolations } from './axe.helpers';
import { createArtistAccount, usePortalAndBrowser } from './portal-fixtures';
import { signInAsArtist } from './sign-in';
import { attachWav, continueToMusicUpload, fillArtistStep, fillCreditedTrack, fillPopRelease, staffApi } from './submission-wizard.helpers';

// The public pages, the wizard and the artist's portal; the staff pages and the private links are in
// accessibility-staff.test.ts (together they passed the 90 s a file may take).
const env = usePortalAndBrowser();
const { newPage, visit, auditPages } = useAxeTabs(env);

const PUBLIC_PAGES = ['/', '/learn-more', ABOUT_PATH, '/faq', '/login', '/staff/login', '/submit/success', '/no-such-page'];
const LEGAL_PAGES = ['/terms-of-service', '/privacy-policy', '/cookie-policy', '/data-protection'];

describe('axe-core finds no serious or critical violation at 1280 and 375 px', () => {
  it('on the public and legal pages', async () => {
    const page = await newPage();
    expect(await auditPages(page, [...PUBLIC_PAGES, ...LEGAL_PAGES])).toEqual([]);
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
    const submissionId = sent.submissions[0].id;
    // Every tab of the dashboard (Dashboard, Contract Signing, Earnings), each at 1280 and 375 px.
    findings.push(
      ...(await auditPages(page, [
        '/dashboard',
        '/dashboard?tab=0',
        '/dashboard?tab=1',
        '/dashboard?tab=2',
        '/dashboard/submit',
        '/dashboard/sent',
        '/edit-profile',
        `/submission/${submissionId}`,
        '/submission/',
        '/release-details/unknown-id',
      ])),
    );
    // The agreement tab while the signing window is open, and once it was closed unsigned.
    await visit(page, '/dashboard?tab=1');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: AGREEMENT_LABELS.review }).click()]);
    await page.getByText('Waiting for your signature in the signing window…').waitFor();
    await check('/dashboard?tab=1 while signing');
    await popup.close();
    await page.getByText(AGREEMENT_OUTCOME_MESSAGES.signingWindowClosed).waitFor();
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
});
