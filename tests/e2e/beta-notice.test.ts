import { holdBootScript, launchBrowser, waitForHydration } from '../support/browser';
import { useStartedApp } from '../support/use-test-app';
import { startPortal } from '../support/web-server';

const portal = useStartedApp(() => startPortal());
const browser = useStartedApp(launchBrowser);

describe("the form's beta notice", () => {
  it('opens as a modal on the first visit of a session, closes on Escape and stays closed after a reload', async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${portal().baseUrl}/submit`);
    const notice = page.getByRole('dialog', { name: 'Welcome to our new submission form' });
    await notice.waitFor();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Got it');
    // Modal: the form behind it cannot be reached until the notice is closed.
    await expect(page.getByRole('textbox', { name: 'First name' }).click({ timeout: 1000 })).rejects.toThrow();
    await page.keyboard.press('Escape');
    await notice.waitFor({ state: 'hidden' });
    await page.getByRole('textbox', { name: 'First name' }).click();

    await page.reload();
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Artist Information' }).waitFor();
    await expect(notice.isVisible()).resolves.toBe(false);
    await context.close();
  });

  it('waits while a field typed into before the script ran holds focus, then opens once focus leaves the fields', async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const releaseBoot = await holdBootScript(page);
    await page.goto(`${portal().baseUrl}/submit`, { waitUntil: 'commit' });
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await firstName.fill('Mar');
    releaseBoot();
    await waitForHydration(page);
    await firstName.pressSequentially('isol');
    const notice = page.getByRole('dialog', { name: 'Welcome to our new submission form' });
    await expect(notice.isVisible()).resolves.toBe(false);
    await expect(firstName.evaluate((field) => field === document.activeElement)).resolves.toBe(true);
    await expect(firstName.inputValue()).resolves.toBe('Marisol');

    await page.getByRole('heading', { name: 'Submit your music' }).click();
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Got it' }).click();
    await expect(firstName.inputValue()).resolves.toBe('Marisol');
    await context.close();
  });

  it('shows again in a new browser session, and Got it closes it', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${portal().baseUrl}/submit`);
    const notice = page.getByRole('dialog', { name: 'Welcome to our new submission form' });
    await notice.getByRole('button', { name: 'Got it' }).click();
    await notice.waitFor({ state: 'hidden' });
    await context.close();
  });
});
