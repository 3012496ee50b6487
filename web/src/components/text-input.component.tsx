import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ChangeEvent, type ReactNode, useId } from 'react';
import { withoutInvisibleCharacters } from '@domain/shared';

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

/** What was typed or pasted, without the invisible characters the API strips too (domain/shared text-safety). */
function visibleText<E extends ChangeEvent<HTMLInputElement | HTMLTextAreaElement>>(e: E): E {
  const cleaned = withoutInvisibleCharacters(e.target.value);
  if (cleaned !== e.target.value) e.target.value = cleaned;
  return e;
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
  onChange,
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
      <OutlinedInput
        {...input}
        onChange={onChange && ((e) => onChange(visibleText(e)))}
        id={id}
        label={label}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
