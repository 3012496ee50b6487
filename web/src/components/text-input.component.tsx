import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

type InputProps = Pick<
  OutlinedInputProps,
  | 'autoComplete'
  | 'autoFocus'
  | 'disabled'
  | 'endAdornment'
  | 'error'
  | 'fullWidth'
  | 'inputProps'
  | 'inputRef'
  | 'minRows'
  | 'multiline'
  | 'name'
  | 'onBlur'
  | 'onChange'
  | 'onFocus'
  | 'onKeyDown'
  | 'onPointerDown'
  | 'onPointerEnter'
  | 'placeholder'
  | 'required'
  | 'type'
  | 'value'
>;

export interface TextInputProps extends InputProps {
  id?: string;
  label?: ReactNode;
  helperText?: ReactNode;
  'data-field'?: string;
  sx?: SxProps<Theme>;
}

/**
 * An outlined text field with MUI's TextField markup (label, notched outline, helper text tied by aria-describedby)
 * built from its parts, so a form that has no select does not load Select, Menu and Popover with it.
 */
export function TextInput({
  id: idProp,
  label,
  helperText,
  disabled,
  error,
  fullWidth,
  required,
  sx,
  'data-field': dataField,
  ...input
}: TextInputProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
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
      <OutlinedInput {...input} id={id} label={label} fullWidth={fullWidth} aria-describedby={helperTextId} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
