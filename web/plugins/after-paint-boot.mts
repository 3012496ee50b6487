import { createHash } from 'node:crypto';
import { minifySync } from 'vite';

// What it buys: a prerendered page's scripts stop competing with its first paint (Lighthouse mobile, /: FCP and LCP
// before any of the 117 KB entry runs), and a sign-in page runs none at all until the visitor touches it (/login: its
// 0.4 KB boot script and 0 ms of blocking before an interaction, against 166 KB and about 250 ms at 4× CPU).
// Why the bundler cannot: Vite writes one `<script type="module">` that the browser starts at once; when to start it
// is a decision about the page (painted? touched?) that only runs in the browser.
// The page's HTML names its scripts on this small boot script instead of loading them, and the boot script starts them
// once the page and its images have painted, or, in the sign-in pages' own copy of it, at the visitor's first press,
// key or pointer movement: such a page works without them (its forms post natively). Each copy holds only its own way
// of starting (the minifier drops the other), so the paint boot every other page loads carries none of the touch code.
// A press on a button before the app listens is kept for the app to replay (web/src/app/early-presses.ts).

/** Each boot script's own way of starting, a constant its source declares (bootFile): the minifier keeps one branch. */
declare const BOOT_START_ON: 'paint' | 'interaction';

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
  if (BOOT_START_ON === 'interaction') {
    const FIRST_TOUCH = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'input', 'wheel'];
    const onFirstTouch = (event: Event) => {
      if (event instanceof PointerEvent && event.type === 'pointermove' && event.pointerType !== 'mouse') return;
      for (const type of FIRST_TOUCH) removeEventListener(type, onFirstTouch, true);
      start();
    };
    for (const type of FIRST_TOUCH) addEventListener(type, onFirstTouch, { capture: true, passive: true });
    return;
  }
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

function bootFile(name: string, startOn: 'paint' | 'interaction') {
  const code = minifySync(`${name}.js`, `{const BOOT_START_ON='${startOn}';(${startAppAfterPaint.toString()})();}\n`).code;
  return { source: code, file: `assets/${name}-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js` };
}

/** The boot scripts the prerender writes: one that starts the app after the first paint, one at the first touch. */
export const BOOT_FILES = { paint: bootFile('boot', 'paint'), interaction: bootFile('boot-touch', 'interaction') };

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The page's HTML with its module script and preload links handed to the boot script. */
export function bootAfterPaint(html: string, startOn: 'paint' | 'interaction' = 'paint'): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('after-paint boot: the page has no module entry script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  const boot = `<script defer src="/${BOOT_FILES[startOn].file}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>\n`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, boot);
}
