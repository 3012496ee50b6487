import {
  type ChangeEvent,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type KeyboardEventHandler,
  type PointerEventHandler,
  type ReactNode,
  useId,
  useRef,
} from 'react';
import { OutlinedFieldRoot } from './outlined-field.look';
import type { OutlinedFieldProps } from './outlined-field.props';
import { visibleText } from './visible-text';

export interface TextInputProps extends OutlinedFieldProps {
  onChange?: (e: ChangeEvent<HTMLInputElement>) => void;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  /** On the whole box, as MUI's input puts them. */
  onPointerEnter?: PointerEventHandler<HTMLDivElement>;
  onPointerDown?: PointerEventHandler<HTMLDivElement>;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  endAdornment?: ReactNode;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * A one-line outlined text field that looks and reads as MUI's TextField (label tied to the input, notched outline,
 * helper text tied by aria-describedby, the asterisk hidden from screen readers) on plain elements
 * (outlined-field.look.ts says why). Text areas are TextArea.
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
  onPointerEnter,
  onPointerDown,
  endAdornment,
  inputProps,
  ...input
}: TextInputProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const labelled = label != null && label !== '';
  const flag = (on: boolean | undefined) => (on ? '' : undefined);
  return (
    <OutlinedFieldRoot
      className="MuiTextField-root"
      data-field={dataField}
      data-filled={flag(input.value !== '')}
      data-error={flag(error)}
      data-disabled={flag(disabled)}
      data-full-width={flag(fullWidth)}
      data-labelled={flag(labelled)}
      data-end-adornment={flag(!!endAdornment)}
      sx={sx}
    >
      {labelled && (
        <label htmlFor={id} id={`${id}-label`}>
          {label}
          {required && <span aria-hidden="true">{'\u2009*'}</span>}
        </label>
      )}
      {/* A press on the box's padding puts the caret in the field, as MUI's does. */}
      <div
        className="MuiOutlinedInput-root"
        onPointerEnter={onPointerEnter}
        onPointerDown={onPointerDown}
        onClick={(e) => e.target === e.currentTarget && inputRef.current?.focus()}
      >
        <input
          {...inputProps}
          {...input}
          ref={inputRef}
          id={id}
          className="MuiOutlinedInput-input"
          disabled={disabled}
          required={required}
          aria-invalid={error ?? false}
          aria-describedby={helperTextId}
          onChange={onChange && ((e) => onChange(visibleText(e)))}
        />
        {endAdornment}
        <fieldset aria-hidden="true">
          <legend>
            {labelled ? (
              <span>
                {required ? (
                  <>
                    {label}
                    {'\u2009*'}
                  </>
                ) : (
                  label
                )}
              </span>
            ) : (
              <span className="notranslate">{'\u200b'}</span>
            )}
          </legend>
        </fieldset>
      </div>
      {/* ' ' keeps a line for a message to come, as MUI's helper text does. */}
      {helperText && <p id={helperTextId}>{helperText === ' ' ? <span className="notranslate">{'\u200b'}</span> : helperText}</p>}
    </OutlinedFieldRoot>
  );
}
