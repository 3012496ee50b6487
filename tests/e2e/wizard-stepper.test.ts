import { launchBrowser, waitForHydration } from '../support/browser';
import { useStartedApp } from '../support/use-test-app';
import { startPortal } from '../support/web-server';

const portal = useStartedApp(() => startPortal());
const browser = useStartedApp(launchBrowser);

async function openWizard(width: number) {
  const context = await browser().newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(`${portal().baseUrl}/submit`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Got it' }).click();
  return { context, page, requested };
}

describe("the wizard's stepper", () => {
  it('shows the four steps on a wide screen, and a step not yet reached stays closed', async () => {
    const { context, page, requested } = await openWizard(1280);
    const stepper = page.locator('.MuiStepper-root');
    await stepper.waitFor();
    for (const name of ['Artist Information', 'Music Upload', 'Additional Information', 'Review & Submit'])
      await expect(stepper.getByRole('tab', { name }).isVisible()).resolves.toBe(true);
    await stepper.getByRole('tab', { name: 'Music Upload' }).click();
    await expect(page.locator('#wizard-step-heading').textContent()).resolves.toBe('Artist Information');
    expect(requested.some((path) => path.includes('wizard-stepper'))).toBe(true);
    await context.close();
  });

  it('is never downloaded on a phone, which shows the step count and a progress bar', async () => {
    const { context, page, requested } = await openWizard(375);
    await expect(page.getByText('Step 1 of 4').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('progressbar', { name: 'Wizard progress' }).getAttribute('aria-valuenow')).resolves.toBe('0');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.includes('wizard-stepper'))).toEqual([]);
    await context.close();
  });
});
