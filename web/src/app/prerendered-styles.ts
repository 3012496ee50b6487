import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Names the rules in a prerendered page's component style tag (web/src/prerender/render-page.tsx). It is not
 * emotion's own `data-emotion`: a cache hydrating that tag moves it to the end of <head>, and Chromium then parses all
 * of the page's styles again and restyles the page, in the task that evaluates the app.
 */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-prerendered-emotion';

/** The emotion key of the prerender's cache and the browser's: the class names they write must match. */
export const EMOTION_KEY = 'css';

/**
 * The browser's emotion cache, knowing the rules the page's prerendered styles already hold so that it writes none of
 * them again, and leaving their tag where it is.
 */
export function emotionCacheAdopting(page: Document): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  for (const tag of page.querySelectorAll(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`)) {
    const [key, ...ids] = (tag.getAttribute(PRERENDERED_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const id of ids) cache.inserted[id] = true;
  }
  return cache;
}
