import { createHash } from 'node:crypto';

// A prerendered page is whole before its scripts run, so they need not compete with it: its HTML names them on a
// small boot script instead of loading them at once, and the boot script starts them once the page and its images
// have painted. The phone's narrow link then carries the page first and the app right after.

/** Runs in the browser as a classic deferred script; kept in this typed function and written out as its source. */
function startAppAfterPaint(): void {
  const boot = document.currentScript;
  if (!(boot instanceof HTMLScriptElement)) return;
  const { entry = '', preload = '' } = boot.dataset;
  // The page's own chunks load beside the entry rather than after it (each imports the entry, which runs first).
  const start = () => {
    for (const module of [entry, ...preload.split(' ').filter(Boolean)]) void import(module);
  };
  // The page's images are decoded and painted first too: the largest of them is often what the visitor waits for.
  const eagerImages = [...document.images].filter((image) => image.loading !== 'lazy');
  // An image that never settles (a stalled request) holds the app back for a second at most.
  const decoded = Promise.all(eagerImages.map((image) => image.decode().catch(() => undefined)));
  const atMostASecond = new Promise((resolve) => setTimeout(resolve, 1000));
  const afterPaint = () =>
    void Promise.race([decoded, atMostASecond]).then(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0))));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
}

export const BOOT_SOURCE = `(${startAppAfterPaint.toString()})();\n`;
export const BOOT_FILE = `assets/boot-${createHash('sha256').update(BOOT_SOURCE).digest('hex').slice(0, 10)}.js`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The page's HTML with its module script and preload links handed to the boot script. */
export function bootAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('after-paint boot: the page has no module entry script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  const boot = `<script defer src="/${BOOT_FILE}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>\n`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, boot);
}
