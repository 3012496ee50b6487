import { styled } from '@mui/material/styles';

// MUI's outlined TextField, written as one rule set on plain elements: the same sizes, colours and motion as
// FormControl, InputLabel, OutlinedInput, NotchedOutline and FormHelperText (MUI 9), which cost a first visit to
// /submit about 8 KB of script (brotli) for its one kind of field. The root's states are attributes (data-filled,
// data-error, data-disabled) or CSS (focus, autofill), so the prerendered form looks right before any script runs.
// The class names are MUI's, so rules written for MUI's fields (the closed pick-list's look) apply to these too.

const SHRUNK = '&[data-filled] > label, &:focus-within > label';
const NOTCHED = '&[data-filled] legend, &:focus-within legend';
// Apart: a browser that does not know a selector drops the whole rule it is in.
const AUTOFILLED_SHRUNK = '&:has(input:autofill) > label';
const AUTOFILLED_NOTCHED = '&:has(input:autofill) legend';

export const OutlinedFieldRoot = styled('div')(({ theme }) => {
  const { palette, typography, transitions } = theme;
  const labelMotion = transitions.create(['color', 'transform', 'max-width'], {
    duration: transitions.duration.shorter,
    easing: transitions.easing.easeOut,
  });
  const shrunk = {
    userSelect: 'none',
    pointerEvents: 'auto',
    maxWidth: 'calc(133% - 32px)',
    transform: 'translate(14px, -9px) scale(0.75)',
  } as const;
  const notched = {
    maxWidth: '100%',
    transition: transitions.create('max-width', { duration: 100, easing: transitions.easing.easeOut, delay: 50 }),
  };
  return {
    display: 'inline-flex',
    flexDirection: 'column',
    position: 'relative',
    minWidth: 0,
    padding: 0,
    margin: 0,
    border: 0,
    verticalAlign: 'top',
    '&[data-full-width]': { width: '100%' },
    '& > label': {
      ...typography.body1,
      color: palette.text.secondary,
      lineHeight: '1.4375em',
      padding: 0,
      display: 'block',
      transformOrigin: 'top left',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      position: 'absolute',
      left: 0,
      top: 0,
      zIndex: 1,
      pointerEvents: 'none',
      transform: 'translate(14px, 16px) scale(1)',
      maxWidth: 'calc(100% - 24px)',
      transition: labelMotion,
    },
    [SHRUNK]: shrunk,
    [AUTOFILLED_SHRUNK]: shrunk,
    '&:focus-within > label': { color: palette.primary.main },
    '& .MuiOutlinedInput-root': {
      ...typography.body1,
      color: palette.text.primary,
      lineHeight: '1.4375em',
      boxSizing: 'border-box',
      position: 'relative',
      cursor: 'text',
      display: 'inline-flex',
      alignItems: 'center',
      width: '100%',
      borderRadius: theme.shape.borderRadius,
    },
    '&[data-end-adornment] .MuiOutlinedInput-root': { paddingRight: 14 },
    '& .MuiOutlinedInput-input': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      padding: '16.5px 14px',
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: '1.4375em',
      margin: 0,
      WebkitTapHighlightColor: 'transparent',
      display: 'block',
      minWidth: 0,
      width: '100%',
      '&::placeholder': {
        color: 'currentColor',
        opacity: 0.42,
        transition: transitions.create('opacity', { duration: transitions.duration.shorter }),
      },
      '&:focus': { outline: 0 },
      '&:invalid': { boxShadow: 'none' },
      '&:-webkit-autofill': { borderRadius: 'inherit' },
    },
    '&[data-end-adornment] .MuiOutlinedInput-input': { paddingRight: 0 },
    // An empty field's placeholder shows only while the label is out of its way.
    '&[data-labelled]:not([data-filled]):not(:focus-within) .MuiOutlinedInput-input::placeholder': { opacity: 0 },
    '& fieldset': {
      textAlign: 'left',
      position: 'absolute',
      inset: '-5px 0 0 0',
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      borderColor: 'rgba(0, 0, 0, 0.23)',
      overflow: 'hidden',
      minWidth: '0%',
    },
    '& legend': {
      float: 'unset',
      width: 'auto',
      overflow: 'hidden',
      display: 'block',
      padding: 0,
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      maxWidth: 0.01,
      transition: transitions.create('max-width', { duration: 50, easing: transitions.easing.easeOut }),
      whiteSpace: 'nowrap',
      '& > span': { paddingLeft: 5, paddingRight: 5, display: 'inline-block', opacity: 0, visibility: 'visible' },
    },
    [NOTCHED]: notched,
    [AUTOFILLED_NOTCHED]: notched,
    '& .MuiOutlinedInput-root:hover fieldset': { borderColor: palette.text.primary },
    '@media (hover: none)': { '& .MuiOutlinedInput-root:hover fieldset': { borderColor: 'rgba(0, 0, 0, 0.23)' } },
    // Each state's rule outranks the one before it (hover < focus < error < disabled), as MUI's class order does.
    '&:focus-within .MuiOutlinedInput-root fieldset': { borderWidth: 2, borderColor: palette.primary.main },
    '& > p': {
      ...typography.caption,
      color: palette.text.secondary,
      textAlign: 'left',
      margin: '3px 14px 0',
    },
    '&[data-error] > label, &[data-error] > p': { color: palette.error.main },
    '&[data-error] .MuiOutlinedInput-root fieldset': { borderColor: palette.error.main },
    '&[data-disabled] > label': { color: palette.text.disabled },
    '&[data-disabled] .MuiOutlinedInput-root': { color: palette.text.disabled, cursor: 'default' },
    '&[data-disabled] .MuiOutlinedInput-input': { opacity: 1, WebkitTextFillColor: palette.text.disabled },
    '&[data-disabled] .MuiOutlinedInput-root fieldset': { borderColor: palette.action.disabled },
  };
});
