import { useEffect } from 'react';
import { guardLeaving, useLeaveGuardStore } from '../../../app/router/leave-guard';
import { lazyWhenOpen } from '../../../components/lazy-when-open';
import { isUploading } from './use-wizard-guards.hook';

const LeaveUploadDialog = lazyWhenOpen(async () => (await import('./leave-upload-dialog.component')).LeaveUploadDialog);

/** In-app navigation away from the wizard during an upload asks first (the browser's own prompt covers reloads). */
export function UploadNavigationGuard() {
  useEffect(() => guardLeaving((fromPath, toPath) => fromPath !== toPath && isUploading()), []);
  const held = useLeaveGuardStore((s) => s.request !== null);
  return <LeaveUploadDialog open={held} />;
}
