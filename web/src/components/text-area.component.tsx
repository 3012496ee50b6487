import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ChangeEvent, type TextareaHTMLAttributes, useId } from 'react';
import type { OutlinedFieldProps } from './outlined-field.props';
import { visibleText } from './visible-text';

export interface TextAreaProps extends OutlinedFieldProps {
  onChange?: (e: ChangeEvent<HTMLTextAreaElement>) => void;
  minRows?: number;
  inputProps?: TextareaHTMLAttributes<HTMLTextAreaElement>;
}

/**
 * A text area that grows with its text, with MUI's outlined TextField look: MUI's own parts, since only later steps
 * and pages with room for them use it (the single-line TextInput is the light one a first visit loads).
 */
export function TextArea({ id: idProp, label, helperText, disabled, error, fullWidth, required, sx, onChange, ...rest }: TextAreaProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const { 'data-field': dataField, ...input } = rest;
  return (
    <FormControl
      className="MuiTextField-root"
      data-field={dataField}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      sx={sx}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={`${id}-label`}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        {...input}
        multiline
        onChange={onChange && ((e: ChangeEvent<HTMLTextAreaElement>) => onChange(visibleText(e)))}
        id={id}
        label={label}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
