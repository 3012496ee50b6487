import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppProviders, AppRouter } from '../app/app.component';
import { EMOTION_KEY, PRERENDERED_STYLES_ATTRIBUTE } from '../app/prerendered-styles';
import { ARTIST_SIGN_IN_NOTES, SIGN_IN_PAGES, type SignInPageNote, STAFF_SIGN_IN_NOTES } from '@domain/access';
import { WAITING_LIST_VARIANT } from '@domain/submissions-mode';
import { PORTAL_ROUTES, PUBLIC_ROUTES } from '../app/routes';
import { createContainer } from '../di/container';
import { containerPorts } from '../di/port-resolver';
import { apiUrlOf, READ_PATHS } from '../gateway/read-paths';
import { showSubmissionsEnabled, SUBMISSIONS_PAUSED_ATTRIBUTE } from '../queries/portal-config.query';
import { createQueryClient } from '../queries/query-client';

const ROUTES = [...PUBLIC_ROUTES, ...PORTAL_ROUTES];

/** The pages whose first screen the build writes into their HTML (routes.tsx marks them). */
export const PRERENDERED_PATHS = ROUTES.filter((route) => route.prerender).map((route) => route.path);

/**
 * One more first screen of a page, which the API serves when the request calls for it
 * (api/static/static-assets.handler.ts): `note-<key>` for a `?note=` a sign-in form's plain post sends the visitor
 * back with; `waiting-list` for the page while staff have paused submissions.
 */
export interface PageVariant {
  name: string;
  /** The address's query the variant is rendered with. */
  search?: string;
  /** Rendered as the config reads while submissions are paused (the page's root says so, for hydration). */
  submissionsPaused?: true;
}

/** A sign-in page's variants: one per note its forms can send the visitor back with. */
const withNotes = (notes: readonly SignInPageNote[]): PageVariant[] =>
  notes.map((note) => ({ name: `note-${note}`, search: `?note=${note}` }));

/** The other first screens of prerendered pages (build-time knowledge only: the browser's routes do not carry it). */
export const PAGE_VARIANTS: Record<string, readonly PageVariant[]> = {
  [SIGN_IN_PAGES.artist.path]: withNotes(ARTIST_SIGN_IN_NOTES),
  [SIGN_IN_PAGES.staff.path]: withNotes(STAFF_SIGN_IN_NOTES),
  '/submit': [{ name: WAITING_LIST_VARIANT, submissionsPaused: true }],
};

/**
 * Of those, the pages whose first screen is the page itself, so their scripts can wait until it has painted; a
 * signed-in page's first screen is its loading frame, and it needs its scripts at once.
 */
export const WHOLE_FIRST_SCREENS = ROUTES.filter((route) => route.prerender && !route.frame).map((route) => route.path);

/**
 * Of those, the pages that run no script until the visitor first presses, types or moves the pointer: their forms post
 * natively (the sign-in forms, artist-portal §1), so the script only enhances them and need not cost a first visit.
 */
export const STARTED_ON_INTERACTION: readonly string[] = [SIGN_IN_PAGES.artist.path, SIGN_IN_PAGES.staff.path];

/** A signed-in frame asks who is signed in before anything else (web/src/queries/session.query.ts). */
const FRAME_READS = [READ_PATHS.me];

/** For each page with a fixed path, the API reads its HTML preloads (routes.tsx `reads`). */
export const PAGE_READS: Record<string, readonly string[]> = Object.fromEntries(
  ROUTES.filter((route) => !/[:*]/.test(route.path))
    .map((route) => [route.path, [...(route.frame ? FRAME_READS : []), ...(route.reads ?? [])].map(apiUrlOf)] as const)
    .filter(([, reads]) => reads.length > 0),
);

export interface RenderedPage {
  /** The markup that goes inside #root. */
  body: string;
  /** Attributes of #root itself, which the browser reads as it takes the page over. */
  rootAttributes: string;
  /** The page's styles as emotion's <style> tags, which the browser's emotion cache adopts instead of writing again. */
  styles: string;
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return text;
}

/**
 * The style tags as the browser's emotion caches expect them. The global ones (the baseline, keyframes) are marked
 * `data-s`, so that creating the default cache does not move them; the components' tag names its rules in an attribute
 * of its own, so that no cache moves it at all (web/src/app/prerendered-styles.ts).
 */
function forTheBrowser(styleTags: string): string {
  return styleTags
    .replaceAll(`<style data-emotion="${EMOTION_KEY} `, `<style ${PRERENDERED_STYLES_ATTRIBUTE}="${EMOTION_KEY} `)
    .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
}

/**
 * The first screen of one page as the browser renders it before any answer from the API arrives, so that
 * web/src/main.tsx can hydrate it. Lazy pages are waited for; nothing is fetched.
 */
export async function renderPage(pagePath: string, variant?: PageVariant): Promise<RenderedPage> {
  const cache = createCache({ key: EMOTION_KEY });
  const emotion = createEmotionServer(cache);
  const queryClient = createQueryClient();
  if (variant?.submissionsPaused) showSubmissionsEnabled(queryClient, false);
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <AppProviders ports={containerPorts(async () => createContainer())} queryClient={queryClient}>
        <AppRouter initial={{ path: pagePath, search: variant?.search ?? '' }} />
      </AppProviders>
    </CacheProvider>,
    // Every boundary inline, in place: no script moves content in (the CSP allows none, and hydration needs none).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const body = await streamText(prelude);
  // A styled component wrapping another (MUI's Button around ButtonBase) has a class of its own that emotion merges
  // into the inner element's and no element carries, so the page's markup never names it. The browser's cache still
  // writes each such class while it hydrates (stylis, in the commit's task) unless the page already holds it: naming
  // every class the render registered keeps them in the page's styles.
  const used = `${body} ${Object.keys(cache.registered).join(' ')}`;
  return {
    body,
    rootAttributes: variant?.submissionsPaused ? ` ${SUBMISSIONS_PAUSED_ATTRIBUTE}=""` : '',
    styles: forTheBrowser(emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(used))),
  };
}
