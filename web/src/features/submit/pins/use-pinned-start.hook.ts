import { useEffect, useRef } from 'react';
import { wizardStepOfField } from '@domain/forms';
import { useDraftStore } from '../../../stores/draft.store';
import { usePinnedNotesStore } from '../../../stores/pinned-notes.store';
import { useWizardStore } from '../../../stores/wizard.store';
import { useOwnSubmission } from '../api/pinned-notes.api';
import { fieldElement, scrollToField } from '../fields/field-path';

const FIELD_WAIT_MS = 10_000;

/** Scrolls to a field once its step has rendered it (steps load lazily), after the step's own focus and scroll. */
function scrollWhenShown(field: string, deadline = Date.now() + FIELD_WAIT_MS): void {
  if (fieldElement(field)) requestAnimationFrame(() => requestAnimationFrame(() => scrollToField(field)));
  else if (Date.now() < deadline) requestAnimationFrame(() => scrollWhenShown(field, deadline));
}

/**
 * The notes staff pinned to fields of the release being reworked: kept for the wizard's fields, and once the draft is
 * open the wizard goes to the first pinned field (the notes come in the wizard's order of fields).
 */
export function usePinnedStart(submissionId: string): void {
  const { data } = useOwnSubmission(submissionId);
  const draftOpen = useDraftStore((s) => s.status !== 'opening');
  const started = useRef(false);

  useEffect(() => () => usePinnedNotesStore.getState().set([]), []);
  useEffect(() => {
    const notes = data?.pinnedNotes ?? [];
    usePinnedNotesStore.getState().set(notes, submissionId);
    if (started.current || notes.length === 0 || !draftOpen) return;
    started.current = true;
    const first = notes[0].field;
    useWizardStore.getState().goTo(wizardStepOfField(first));
    scrollWhenShown(first);
  }, [data, draftOpen, submissionId]);
}
