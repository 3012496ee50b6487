import { useState, useSyncExternalStore } from 'react';
import { lazyWhenOpen } from '../../../components/lazy-when-open';
import { useWizardStore } from '../../../stores/wizard.store';
import { BetaNotice } from './beta-notice-dialog.component';
import { BETA_NOTICE_KEY } from './beta-notice-key';

// The wizard's dialogs load when they first open, but for the beta notice: every session's first visit shows it.
const MissingDialog = lazyWhenOpen(async () => (await import('./required-missing-dialog.component')).RequiredMissingDialog);
const ProgressDialog = lazyWhenOpen(async () => (await import('./upload-progress-dialog.component')).UploadProgressDialog);

/** 'Required Information Missing': each item scrolls to its field (public flow §2.4 Dialogs). */
export function RequiredMissingDialog() {
  return <MissingDialog open={useWizardStore((s) => s.missing !== null)} />;
}

/** Non-dismissable while uploading: the stage, the percentage and the do-not-close warning (public flow §4). */
export function UploadProgressDialog() {
  return <ProgressDialog open={useWizardStore((s) => s.submitting && s.progress !== null)} />;
}

function unseen(): boolean {
  try {
    return sessionStorage.getItem(BETA_NOTICE_KEY) !== '1';
  } catch {
    return false;
  }
}

/** The notice's key changes only as the dialog closes, which `closed` covers. */
const unchanging = () => () => undefined;

/** Shown once per browser session. */
export function BetaNoticeDialog() {
  // Decided after hydration (the prerendered page has no notice), read from this session's storage.
  const firstVisit = useSyncExternalStore(unchanging, unseen, () => false);
  const [closed, setClosed] = useState(false);
  return <BetaNotice open={firstVisit && !closed} onClose={() => setClosed(true)} />;
}
