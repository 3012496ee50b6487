import { useBlocker } from 'react-router';
import { lazyWhenOpen } from '../../../components/lazy-when-open';
import { isUploading } from './use-wizard-guards.hook';

const LeaveUploadDialog = lazyWhenOpen(async () => (await import('./leave-upload-dialog.component')).LeaveUploadDialog);

/** In-app navigation away from the wizard during an upload asks first (the browser's own prompt covers reloads). */
export function UploadNavigationGuard() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isUploading());
  return <LeaveUploadDialog open={blocker.state === 'blocked'} blocker={blocker} />;
}
