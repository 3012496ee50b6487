import { TextInput, type TextInputProps } from '../../../components/text-input.component';
import { type StringField, useFormField } from './use-form-field.hook';

/** A one-line text field bound to one string field of the draft, with its error in plain words underneath. */
export function FormTextField({
  name,
  helperText,
  inputProps,
  ...props
}: { name: StringField } & Omit<TextInputProps, 'name' | 'value' | 'onChange'>) {
  const { maxLength, ...field } = useFormField(name, helperText);
  return <TextInput {...field} inputProps={{ maxLength, ...inputProps }} {...props} />;
}
