import { submissionTextLimit } from '@domain/forms/input-limits';
import { TextInput, type TextInputProps } from '../../../components/text-input.component';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import type { SubmissionForm } from '../../../stores/submission-form.model';
import { useWizardStore } from '../../../stores/wizard.store';

type StringField = { [K in keyof SubmissionForm]: SubmissionForm[K] extends string ? K : never }[keyof SubmissionForm];

/** A text field bound to one string field of the draft, with its error in plain words underneath. */
export function FormTextField({
  name,
  helperText,
  inputProps,
  ...props
}: { name: StringField } & Omit<TextInputProps, 'name' | 'value' | 'onChange'>) {
  const value = useSubmissionFormStore((s) => s.form[name]);
  const patch = useSubmissionFormStore((s) => s.patch);
  const error = useWizardStore((s) => s.errors[name]);
  const clearError = useWizardStore((s) => s.clearError);
  return (
    <TextInput
      name={name}
      id={`field-${name}`}
      data-field={name}
      fullWidth
      value={value}
      onChange={(e) => {
        patch({ [name]: e.target.value } as Partial<SubmissionForm>);
        clearError(name);
      }}
      error={!!error}
      helperText={error ?? helperText}
      // The same limit the API's DTO enforces (domain/forms/input-limits).
      inputProps={{ maxLength: submissionTextLimit(name), ...inputProps }}
      {...props}
    />
  );
}
