import { useEffect, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { ApiError } from '../../../gateway/api-error';
import { useDraftStore } from '../../../stores/draft.store';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useWizardStore } from '../../../stores/wizard.store';
import { useDraftSaving } from '../api/draft.api';
import { useStartFormSession } from '../api/submission.api';
import { fileJustStored } from './file-just-stored';

/** Typing settles for this long before the draft is saved; a step change saves at once. */
export const DRAFT_SAVE_DEBOUNCE_MS = 800;

/**
 * The wizard's draft on the server: opened (or started) when the wizard appears, then saved as the artist works.
 * Without the server the wizard still works in this tab, on a plain form session. A rework of a release that is not
 * the artist's (404) or cannot be changed (409) goes to `onReworkRefused` instead: there is nothing to work on.
 */
export function useServerDraft(reworkOf?: string, onReworkRefused?: (error: ApiError) => void): void {
  const refused = useRef(onReworkRefused);
  useEffect(() => {
    refused.current = onReworkRefused;
  });
  const { save, flush, open } = useDraftSaving();
  const startFormSession = useStartFormSession();
  const [params] = useSearchParams();
  const requestedId = params.get('draft');
  const fresh = params.get('new') === '1';

  useEffect(() => {
    let live = true;
    useDraftStore.getState().set({ status: 'opening' });
    open({ reworkOf, requestedId, fresh }).catch((error: unknown) => {
      if (!live) return;
      if (reworkOf && error instanceof ApiError && (error.status === 404 || error.status === 409) && refused.current) {
        return refused.current(error);
      }
      useDraftStore.getState().set({ id: null, status: 'offline' });
      // The submit is refused with the spec's bot message if no session ever came.
      if (!useWizardStore.getState().formSession) startFormSession();
    });
    return () => {
      live = false;
    };
  }, [open, startFormSession, requestedId, fresh, reworkOf]);

  // Changes are saved once the draft is open. Whether it is open is read from the store when something changes, not
  // subscribed to: the wizard that calls this hook would render again, whole and at once, when the draft opens.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (delay: number) => {
      if (useDraftStore.getState().id === null) return;
      clearTimeout(timer);
      if (useDraftStore.getState().status === 'saved') useDraftStore.getState().set({ status: 'unsaved' });
      timer = setTimeout(() => void save(undefined).catch(() => undefined), delay);
    };
    const offForm = useSubmissionFormStore.subscribe((state, previous) => {
      // 'Uploaded & Ready' should mean the draft holds the file: a finished upload is saved without the typing pause.
      if (state.form !== previous.form) schedule(fileJustStored(state.form, previous.form) ? 0 : DRAFT_SAVE_DEBOUNCE_MS);
    });
    const onHide = () => void flush(undefined);
    window.addEventListener('pagehide', onHide);
    const offStep = useWizardStore.subscribe((state, previous) => {
      if (state.step !== previous.step) schedule(0);
    });
    return () => {
      clearTimeout(timer);
      offForm();
      offStep();
      window.removeEventListener('pagehide', onHide);
    };
  }, [save, flush]);
}
