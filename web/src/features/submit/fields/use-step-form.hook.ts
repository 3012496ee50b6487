import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useWizardStore } from '../../../stores/wizard.store';

/** What a wizard step's fields read and write: the draft with its changes, and the wizard's field errors. */
export function useStepForm() {
  return {
    form: useSubmissionFormStore((s) => s.form),
    patch: useSubmissionFormStore((s) => s.patch),
    patchTrack: useSubmissionFormStore((s) => s.patchTrack),
    update: useSubmissionFormStore((s) => s.update),
    errors: useWizardStore((s) => s.errors),
    clearError: useWizardStore((s) => s.clearError),
  };
}
