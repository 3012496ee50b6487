import { useCallback } from 'react';
import { LAST_WIZARD_STEP } from '@domain/forms';
import { fileKey, usePickedFilesStore } from '../../../stores/picked-files.store';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useWizardStore } from '../../../stores/wizard.store';
import { validateWizardStep } from './step-validation';

/**
 * Checks one field when the artist leaves it, with the same domain validator Next and the API use: the field shows
 * its message at once, or loses it once corrected.
 */
export function useFieldCheck(): (field: string) => void {
  return useCallback((field: string) => {
    const { form } = useSubmissionFormStore.getState();
    const { setFieldError } = useWizardStore.getState();
    const picked = (trackId: string) => !!usePickedFilesStore.getState().files[fileKey.audio(trackId)];
    const issue = validateWizardStep(LAST_WIZARD_STEP, form, new Date(), picked).find((i) => i.field === field);
    setFieldError(field, issue?.message ?? null);
  }, []);
}
