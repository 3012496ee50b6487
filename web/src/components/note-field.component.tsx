import TextField, { type TextFieldProps } from '@mui/material/TextField';

type Props = Omit<TextFieldProps, 'multiline' | 'onChange'> & {
  /** The note's text after each change. */
  onText(text: string): void;
};

/** MUI's TextField for a note of a few lines (`minRows`, growing with its text), handing on its text rather than the event. */
export function NoteField({ onText, ...props }: Props) {
  return <TextField {...props} multiline onChange={(e) => onText(e.target.value)} />;
}
