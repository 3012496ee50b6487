import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.component';
import { markAppListening } from './app/early-presses';
import { emotionCacheAdopting } from './app/prerendered-styles';
import { appTheme } from './app/theme';
import { firstPaintPorts } from './di/first-paint-ports';
import { adoptPreloadedReads } from './gateway/preloaded-reads';
import { createQueryClient } from './queries/query-client';

// The container module (inversify and the gateways' bindings) loads with the first port a first paint does not need.
const appPorts = firstPaintPorts('/api', async () => (await import('./di/container')).createContainer());

/** A task boundary: the browser may paint and answer input before the next step of the start-up runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Takes over the prerendered page in `root`, or renders one there. */
function startApp(root: HTMLElement): void {
  const app = (
    <StrictMode>
      <CacheProvider value={emotionCacheAdopting(document)}>
        <App ports={appPorts} queryClient={createQueryClient()} />
      </CacheProvider>
    </StrictMode>
  );
  // React attaches its handlers as the root is created: from here on it sees every press itself.
  markAppListening();
  // A page the build prerendered (web/plugins/prerender.plugin.mts) is hydrated in place; any other is rendered. Both
  // run as a transition, in slices that never hold the main thread for long.
  startTransition(() => {
    if (root.hasChildNodes()) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

adoptPreloadedReads(document);
const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

// Evaluating the modules, making the theme and taking over the page are three tasks rather than one long one: on a
// phone each is a pause the visitor can feel.
void nextTask()
  .then(() => {
    appTheme();
    return nextTask();
  })
  .then(() => startApp(root));
