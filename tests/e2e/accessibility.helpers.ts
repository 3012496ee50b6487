import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BETA_NOTICE_KEY } from '../../web/src/features/submit/wizard/beta-notice-key';
import { disableAnimations } from '../support/browser';
import type { RunningPortal } from '../support/web-server';
import { type AxeFinding, seriousViolations } from './axe.helpers';

/** A page to audit: its path, the name a finding gives it (a token left out), and the text it shows once ready. */
export interface AuditedPage {
  path: string;
  name: string;
  ready?: string | RegExp;
}

/** The tabs an accessibility file opens on its shared portal and browser, each closed after the file. */
export function useAxeTabs(env: { readonly portal: RunningPortal; readonly browser: Browser }) {
  const contexts: BrowserContext[] = [];
  afterAll(async () => Promise.all(contexts.map((c) => c.close())));

  /**
   * A tab of its own (its own cookies), with the page's CSP waived so axe-core's source can be injected. `betaNoticeSeen`
   * keeps the wizard's beta notice shut, for files that audit the wizard's other states (the notice has its own check).
   */
  async function newPage(options: { betaNoticeSeen?: boolean } = {}): Promise<Page> {
    const context = await env.browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    if (options.betaNoticeSeen) await context.addInitScript((key) => sessionStorage.setItem(key, '1'), BETA_NOTICE_KEY);
    return context.newPage();
  }

  /** Opens `path` and waits for the page's heading. */
  async function visit(page: Page, path: string): Promise<void> {
    await page.goto(`${env.portal.baseUrl}${path}`);
    await disableAnimations(page);
    await page.locator('main h1').first().waitFor();
  }

  /**
   * Visits each page in turn and returns every serious or critical finding, named by the path or the page's name. A
   * page whose heading shows while it still loads (a private link checking its token) names what it shows once ready.
   */
  async function auditPages(page: Page, pages: (string | AuditedPage)[]): Promise<AxeFinding[]> {
    const findings: AxeFinding[] = [];
    for (const entry of pages) {
      const { path, name, ready } = typeof entry === 'string' ? { path: entry, name: entry, ready: undefined } : entry;
      await visit(page, path);
      if (ready) await page.getByText(ready).first().waitFor();
      findings.push(...(await seriousViolations(page, name)));
    }
    return findings;
  }

  return { newPage, visit, auditPages };
}
