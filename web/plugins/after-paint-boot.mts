import { createHash } from 'node:crypto';
import { minifySync } from 'vite';

// A prerendered page is whole before its scripts run, so they need not compete with it: its HTML names them on a
// small boot script instead of loading them at once, and the boot script starts them once the page and its images
// have painted. The phone's narrow link then carries the page first and the app right after. A press on a button in
// the meantime is kept for the app to replay (web/src/app/early-presses.ts), since no handler is attached yet.

/** Runs in the browser as a classic deferred script; kept in this typed function and written out as its source. */
function startAppAfterPaint(): void {
  const boot = document.currentScript;
  if (!(boot instanceof HTMLScriptElement)) return;
  const { entry = '', preload = '' } = boot.dataset;
  const early: { presses: Element[]; appListening: boolean } = { presses: [], appListening: false };
  Object.assign(window, { harbourEarlyPresses: early });
  addEventListener(
    'click',
    (event) => {
      if (early.appListening || !(event.target instanceof Element)) return;
      const button = event.target.closest('button, [role="button"]');
      if (!button || button.closest('a[href]')) return;
      // Without this a submit button would send its form as a plain GET.
      event.preventDefault();
      early.presses.push(button);
    },
    true,
  );
  let started = false;
  // The page's own chunks download beside the entry but run only when the app imports them, in the order the app's
  // imports give: run from here first, a chunk could read a binding of another not yet set.
  const start = () => {
    if (started) return;
    started = true;
    void import(entry);
    for (const module of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = module;
      link.crossOrigin = '';
      document.head.append(link);
    }
  };
  // A page that is not being drawn (a background tab) gets no animation frame; the timer starts it all the same.
  const afterNextPaint = () => {
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 200);
  };
  const within = (ms: number, promise: Promise<unknown>) => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);
  const loaded = new Promise((resolve) => {
    if (document.readyState === 'complete') resolve(undefined);
    else addEventListener('load', resolve, { once: true });
  });
  // The browser's own record of the first paint of content, which comes after the frame that held it.
  const firstPaint = new Promise((resolve) => {
    try {
      new PerformanceObserver((entries, observer) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve(undefined);
      }).observe({ type: 'paint', buffered: true });
    } catch {
      resolve(undefined);
    }
  });
  // The page's images are decoded and painted first too: the largest of them is often what the visitor waits for. A
  // stalled request holds the app back by two seconds at most, a page that is not drawn by one more.
  const eagerImages = () => [...document.images].filter((image) => image.loading !== 'lazy');
  void within(
    2000,
    loaded.then(() => Promise.all(eagerImages().map((image) => image.decode().catch(() => undefined)))),
  )
    .then(() => within(1000, firstPaint))
    .then(afterNextPaint);
}

export const BOOT_SOURCE = minifySync('boot.js', `(${startAppAfterPaint.toString()})();\n`).code;
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
