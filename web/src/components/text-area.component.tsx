import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ChangeEvent, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { visibleText } from './visible-text';

export interface TextAreaProps {
  id?: string;
  name?: string;
  label?: ReactNode;
  helperText?: ReactNode;
  value: string;
  onChange?: (e: ChangeEvent<HTMLTextAreaElement>) => void;
  minRows?: number;
  disabled?: boolean;
  error?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  placeholder?: string;
  inputProps?: TextareaHTMLAttributes<HTMLTextAreaElement>;
  'data-field'?: string;
  sx?: SxProps<Theme>;
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
