/**
 * A page's HTML may ask for the API reads it makes on arrival (routes' `reads`, web/plugins/prerender.plugin.mts), so
 * they travel beside the scripts. The browser hands a preloaded answer to a later fetch of the same URL however late
 * that comes, which could serve a visitor who has since signed in the refusal meant for them before. So the app takes
 * the answers over at start and hands each to the first GET of its URL only while it is fresh: within a few seconds
 * and before any write (a sign-in, a save) could have changed it.
 */
const FRESH_FOR_MS = 10_000;

const preloaded = new Map<string, Promise<Response>>();
let adoptedAt = 0;

export function adoptPreloadedReads(page: Document): void {
  adoptedAt = performance.now();
  for (const link of page.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')) {
    const url = new URL(link.href);
    if (url.origin !== location.origin) continue;
    const answer = fetch(url, { credentials: 'same-origin' });
    // An answer never asked for must not surface as an unhandled rejection.
    answer.catch(() => undefined);
    preloaded.set(url.pathname + url.search, answer);
  }
}

const methodOf = (input: RequestInfo | URL, init?: RequestInit) =>
  (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();

/** `fetch`, answering a GET from the page's preloaded reads while they are fresh. */
export function fetchWithPreloadedReads(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (methodOf(input, init) !== 'GET' || performance.now() - adoptedAt > FRESH_FOR_MS) preloaded.clear();
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  const key = url.pathname + url.search;
  const answer = url.origin === location.origin ? preloaded.get(key) : undefined;
  if (!answer) return fetch(input, init);
  preloaded.delete(key);
  return answer;
}
