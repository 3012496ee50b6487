import { TextArea, type TextAreaProps } from '../../../components/text-area.component';
import { type StringField, useFormField } from './use-form-field.hook';

/** A text area bound to one string field of the draft, with its error in plain words underneath. */
export function FormTextArea({ name, helperText, ...props }: { name: StringField } & Omit<TextAreaProps, 'name' | 'value' | 'onChange'>) {
  const { maxLength, ...field } = useFormField(name, helperText);
  return <TextArea {...field} inputProps={{ maxLength }} {...props} />;
}
