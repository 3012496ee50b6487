import type { ChangeEvent, ReactNode } from 'react';
import { submissionTextLimit } from '@domain/forms/input-limits';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import type { SubmissionForm } from '../../../stores/submission-form.model';
import { useWizardStore } from '../../../stores/wizard.store';

export type StringField = { [K in keyof SubmissionForm]: SubmissionForm[K] extends string ? K : never }[keyof SubmissionForm];

/** One string field of the draft as a field's props: its value, its error in plain words, and the API's own limit. */
export function useFormField(name: StringField, helperText?: ReactNode) {
  const value = useSubmissionFormStore((s) => s.form[name]);
  const patch = useSubmissionFormStore((s) => s.patch);
  const error = useWizardStore((s) => s.errors[name]);
  const clearError = useWizardStore((s) => s.clearError);
  return {
    name,
    id: `field-${name}`,
    'data-field': name,
    fullWidth: true,
    value,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      patch({ [name]: e.target.value } as Partial<SubmissionForm>);
      clearError(name);
    },
    error: !!error,
    helperText: error ?? helperText,
    // The same limit the API's DTO enforces (domain/forms/input-limits).
    maxLength: submissionTextLimit(name),
  };
}
