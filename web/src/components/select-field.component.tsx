import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export interface SelectOption {
  value: string | number;
  label: string;
}

/** Options whose labels are their values (genre names, say). */
export const valueOptions = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: value }));

/** A select box: a text field whose menu lists the options by label. */
export function SelectField({ options, ...field }: Omit<TextFieldProps, 'select' | 'children'> & { options: readonly SelectOption[] }) {
  return (
    <TextField {...field} select>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
