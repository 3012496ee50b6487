import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { disableAnimations, screenshot } from '../support/browser';
import { usePortalAndBrowser } from './portal-fixtures';
import { signInAsStaff } from './sign-in';

const env = usePortalAndBrowser();
const PAGES = ['/', '/learn-more', '/faq', '/privacy-policy'];

/**
 * The status of every answer the portal gave to the vitals endpoint, counted at the server: the browser sends most
 * reports while a page unloads, where the page's own response events no longer fire.
 */
function vitalsAnswers(): number[] {
  const statuses: number[] = [];
  const server = env.portal.app.getHttpServer() as Server;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.split('?')[0] === '/api/monitoring/vitals') res.on('finish', () => statuses.push(res.statusCode));
  });
  return statuses;
}

async function recordedVitals(): Promise<string[]> {
  const rows = await env.portal.infrastructure.database.query<{ name: string }>('SELECT DISTINCT name FROM web_vitals ORDER BY name');
  return rows.map((r) => r.name);
}

async function until(check: () => Promise<boolean>, what: () => Promise<string>) {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${await what()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('web vitals from real page views', () => {
  it('reach /analytics as LCP, FCP and CLS, and no report is refused', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const answers = vitalsAnswers();
    const page = await context.newPage();
    for (const path of PAGES) {
      await page.goto(`${env.portal.baseUrl}${path}`);
      await page.locator('main h1').first().waitFor();
      // The vitals reporter is a lazy chunk: on a busy machine it may still be loading when the page is left.
      await page.waitForLoadState('networkidle');
      // A click makes LCP final; the page going hidden (as when its tab is switched) sends what it measured. A
      // navigation alone does not always let the browser finish its unload-time send.
      await page.mouse.click(5, 5);
      const sent = answers.length;
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await until(
        async () => answers.length > sent,
        async () => `a vitals report from ${path}`,
      );
    }
    await signInAsStaff(env.portal, page, '/analytics');
    await until(
      async () => {
        const names = await recordedVitals();
        return ['CLS', 'FCP', 'LCP'].every((name) => names.includes(name));
      },
      async () => `LCP, FCP and CLS to be recorded (recorded: ${(await recordedVitals()).join(', ')}; answers: ${answers.join(', ')})`,
    );

    await page.reload();
    await disableAnimations(page);
    const tile = page.getByRole('definition');
    await page.getByText('Core web vitals').waitFor();
    for (const [i, name] of ['LCP', 'FCP', 'CLS'].entries()) {
      await page.getByRole('term').filter({ hasText: name }).waitFor();
      const value = (await tile.nth(i).textContent()) ?? '';
      expect({ name, value }).toEqual({ name, value: expect.stringMatching(name === 'CLS' ? /^\d+\.\d{3}$/ : /^\d+ ms$/) });
    }
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `analytics-vitals-${width}`);
    }

    expect(answers.length).toBeGreaterThan(0);
    expect(answers.filter((status) => status >= 400)).toEqual([]);
    await context.close();
  });
});
