import TextField, { type TextFieldProps } from '@mui/material/TextField';

type Props = Omit<TextFieldProps, 'size' | 'onChange'> & {
  /** The field's text after each change. */
  onText(text: string): void;
};

/** MUI's small TextField for the short inline forms of the staff pages, handing on its text rather than the event. */
export function SmallTextField({ onText, ...props }: Props) {
  return <TextField {...props} size="small" onChange={(e) => onText(e.target.value)} />;
}
