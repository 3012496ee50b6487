import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { isLocalDevelopmentHost } from '@domain/submissions-mode';
import { ChatWidget } from './chat/chat-widget.component';
import { useMonitoring } from './monitoring/api/monitoring.api';
import { reportWebVitals } from './monitoring/web-vitals.reporter';
import { installGlobalErrorReporting } from '../gateway/error-reporter';
import { registerServiceWorker } from './service-worker.registration';

const DeveloperPanel = lazy(async () => ({ default: (await import('./developer/developer-panel.component')).DeveloperPanel }));

/** The host name never changes while the page lives. */
const unchanging = () => () => undefined;

/** Site-wide helpers mounted once in the frame: error reporting, web vitals, chat, developer tools. */
export function PublicExtras() {
  const monitoring = useMonitoring();
  // Decided after the first render, which must match the page's prerendered HTML.
  const onDeveloperHost = useSyncExternalStore(
    unchanging,
    () => isLocalDevelopmentHost(window.location.hostname),
    () => false,
  );
  useEffect(() => installGlobalErrorReporting(monitoring), [monitoring]);
  useEffect(() => registerServiceWorker(), []);
  // Part of the entry, not a chunk of its own: every page runs it, and a request costs more than its 3 KB. It starts
  // after the first paint, and web-vitals reads the entries the browser buffered before it. Its observers are set up in
  // a task of their own: in the effects of hydration's commit they would lengthen the longest task of a first visit.
  useEffect(() => {
    const start = setTimeout(() => reportWebVitals(monitoring), 0);
    return () => clearTimeout(start);
  }, [monitoring]);
  return (
    <>
      <ChatWidget />
      {onDeveloperHost && (
        <Suspense fallback={null}>
          <DeveloperPanel />
        </Suspense>
      )}
    </>
  );
}
