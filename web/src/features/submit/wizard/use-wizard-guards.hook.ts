import { useEffect } from 'react';
import { KEEP_ALIVE_HEARTBEAT_MS } from '@domain/shared';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useWizardStore } from '../../../stores/wizard.store';
import { useKeepAlive, useStartFormSession } from '../api/submission.api';

export const isUploading = (): boolean => {
  const { form } = useSubmissionFormStore.getState();
  return (
    form.artwork.state === 'uploading' || form.tracks.some((t) => t.audio.state === 'uploading' || t.customArtwork.state === 'uploading')
  );
};

/**
 * Form session (unless the server draft brings its own), leave-page confirmation while uploading, and a keep-alive
 * every 5 s while the tab is hidden.
 */
export function useWizardGuards(options: { startsFormSession: boolean } = { startsFormSession: true }): void {
  const { startsFormSession } = options;
  const startFormSession = useStartFormSession();
  const keepAlive = useKeepAlive();
  const submitting = useWizardStore((s) => s.submitting);

  useEffect(() => {
    if (!startsFormSession || useWizardStore.getState().formSession) return;
    startFormSession();
  }, [startFormSession, startsFormSession]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!useWizardStore.getState().submitting && !isUploading()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.hidden && (submitting || isUploading())) keepAlive();
    }, KEEP_ALIVE_HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [keepAlive, submitting]);
}
