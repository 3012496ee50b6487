import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const AXE_WIDTHS = [1280, 375] as const;

/** One serious or critical finding, named so a failure says where to look. */
export interface AxeFinding {
  page: string;
  width: number;
  rule: string;
  impact: string;
  targets: string[];
}

/**
 * Runs axe-core on the page as it is now, at each width, and returns its serious and critical findings. The
 * label-content-name-mismatch rule is experimental in axe (off by default) and turned on: a control's visible text
 * must be in its accessible name.
 */
export async function seriousViolations(page: Page, name: string): Promise<AxeFinding[]> {
  const findings: AxeFinding[] = [];
  const height = page.viewportSize()?.height ?? 900;
  for (const width of AXE_WIDTHS) {
    await page.setViewportSize({ width, height });
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
    const results = await page.evaluate(async () =>
      (window as unknown as { axe: { run(c: Document, o: object): Promise<AxeResults> } }).axe.run(document, {
        rules: { 'label-content-name-mismatch': { enabled: true } },
        resultTypes: ['violations'],
      }),
    );
    for (const v of results.violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      findings.push({ page: name, width, rule: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) });
    }
  }
  await page.setViewportSize({ width: 1280, height });
  return findings;
}
