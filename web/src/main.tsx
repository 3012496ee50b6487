import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.component';
import { markAppListening } from './app/early-presses';
import { createContainer } from './di/container';
import { adoptPreloadedReads } from './gateway/preloaded-reads';
import { createQueryClient } from './queries/query-client';

adoptPreloadedReads(document);
// React attaches its handlers as the root is created: from here on it sees every press itself.
markAppListening();
const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
const app = (
  <StrictMode>
    <App container={createContainer()} queryClient={createQueryClient()} />
  </StrictMode>
);
// A page the build prerendered (web/plugins/prerender.plugin.mts) is hydrated in place; any other is rendered. Both
// run as a transition, in slices that never hold the main thread for long.
startTransition(() => {
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
