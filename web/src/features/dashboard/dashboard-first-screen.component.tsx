import { DashboardShell } from './dashboard-shell.component';
import { DashboardSkeleton } from './dashboard-skeleton.component';

/**
 * The dashboard before the session check has answered: its heading, tabs and the space its cards take, so the build
 * can write it into the page's HTML (web/src/prerender/render-page.tsx) and the browser paints it at once. The page
 * itself, with the open tab and the reads, replaces it in the same boxes.
 */
export function DashboardFirstScreen() {
  return (
    <DashboardShell tab={false}>
      <DashboardSkeleton />
    </DashboardShell>
  );
}
