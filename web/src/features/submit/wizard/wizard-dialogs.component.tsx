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

const FIELD = 'input, textarea, select, [contenteditable="true"]';
const fieldHasFocus = () => document.activeElement instanceof Element && document.activeElement.matches(FIELD);

/** Calls `onChange` whenever focus may have moved into or out of a field (after focus has settled). */
function subscribeToFieldFocus(onChange: () => void): () => void {
  const settled = () => setTimeout(onChange, 0);
  document.addEventListener('focusin', settled);
  document.addEventListener('focusout', settled);
  return () => {
    document.removeEventListener('focusin', settled);
    document.removeEventListener('focusout', settled);
  };
}

/**
 * Shown once per browser session. A modal takes focus, so it waits while a field holds it: on a slow phone the page
 * is typed into before its script runs, and the notice must not pull the person out of what they are typing.
 */
export function BetaNoticeDialog() {
  // Decided after hydration (the prerendered page has no notice), read from this session's storage.
  const firstVisit = useSyncExternalStore(unchanging, unseen, () => false);
  const typing = useSyncExternalStore(subscribeToFieldFocus, fieldHasFocus, () => false);
  const [closed, setClosed] = useState(false);
  const [shown, setShown] = useState(false);
  if (firstVisit && !closed && !typing && !shown) setShown(true);
  return <BetaNotice open={shown && !closed} onClose={() => setClosed(true)} />;
}
