import type { DraftResponse } from '@wire';
import { useDraftStore, writeDraftPointer } from '../../../stores/draft.store';
import { usePickedFilesStore } from '../../../stores/picked-files.store';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useWizardStore } from '../../../stores/wizard.store';
import { resetUploads } from '../uploads/file-uploads';
import { formFromDraft, withPrefill } from './draft-form';

/** Makes the wizard a view of the draft: a saved draft replaces the form; a new one only fills its blanks. */
export function showDraft(
  answer: DraftResponse,
  knownToken: string | null,
  options: { remember: boolean; replaceForm: boolean } = { remember: true, replaceForm: false },
): void {
  const { data } = answer;
  const token = answer.resumeToken ?? knownToken;
  if (options.remember) writeDraftPointer({ id: data.id, token });
  if (data.revision > 1 || options.replaceForm) {
    resetUploads();
    usePickedFilesStore.getState().reset();
    useSubmissionFormStore.setState({ form: formFromDraft(data, new Date()) });
    const step = data.wizard.step;
    // A release sent before was complete once: every step can be opened directly.
    useWizardStore.setState({ step, completed: [0, 1, 2, 3].map((i) => i < step || data.submissionId !== null) });
  } else {
    useSubmissionFormStore.getState().update((form) => withPrefill(form, data.answers));
  }
  useWizardStore.getState().setFormSession({ formSession: answer.formSession, sessionId: answer.sessionId });
  useDraftStore.getState().set({ id: data.id, token, revision: data.revision, status: 'saved', savedAt: data.updatedAt });
}

/** After the submission: this browser no longer points at the draft, which the server has deleted. */
export function forgetDraft(): void {
  writeDraftPointer(null);
  useDraftStore.getState().reset();
}
