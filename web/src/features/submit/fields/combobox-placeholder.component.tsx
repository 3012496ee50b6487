import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { TextInput } from '../../../components/text-input.component';
import type { ComboboxHandoff } from './combobox-handoff';

/** MUI Autocomplete's outlined input, closed: the same paddings, and room for its open button. */
const AUTOCOMPLETE_LOOK = (popupIcon: boolean) => ({
  '& .MuiOutlinedInput-root': { padding: '9px', paddingRight: popupIcon ? '39px' : '9px' },
  '& .MuiOutlinedInput-input': { padding: '7.5px 4px 7.5px 5px' },
});

interface ComboboxPlaceholderProps {
  /** Names the field in the handoff. */
  field: string;
  'data-field'?: string;
  label: string;
  value: string;
  onType: (text: string) => void;
  /** Any use of the field: the real pick-list is fetched and takes over from `handoff`. */
  onWake: (handoff: ComboboxHandoff) => void;
  handoff: ComboboxHandoff;
  popupIcon?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
}

/**
 * Looks and reads (a labelled combobox) like the closed MUI Autocomplete it stands in for on a first visit, and keeps
 * what is typed into it, so the pick-list's code loads only when the artist first uses the field.
 */
export function ComboboxPlaceholder({ field, value, onType, onWake, handoff, popupIcon = true, ...look }: ComboboxPlaceholderProps) {
  const mine = handoff.field === field ? handoff : { field, open: false, focused: false };
  // Hovering only fetches the pick-list; a disabled field hands nothing over.
  const wake = (change: Partial<ComboboxHandoff> | null) => onWake(change && !look.disabled ? { ...mine, ...change } : handoff);
  return (
    <TextInput
      {...look}
      fullWidth
      value={value}
      autoComplete="off"
      inputProps={{ role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': false, autoCapitalize: 'none', spellCheck: false }}
      onPointerEnter={() => wake(null)}
      onPointerDown={() => wake({ open: true, focused: true })}
      onFocus={() => wake({ focused: true })}
      onBlur={() => wake({ open: false, focused: false })}
      onKeyDown={(e) => (e.key === 'ArrowDown' || e.key === 'ArrowUp') && wake({ open: true })}
      onChange={(e) => {
        onType(e.target.value);
        wake({ open: true });
      }}
      endAdornment={
        popupIcon && (
          <Box sx={{ position: 'absolute', right: 9, top: '50%', transform: 'translate(0, -50%)' }}>
            <IconButton tabIndex={-1} aria-label="Open" title="Open" disabled={look.disabled} sx={{ p: '2px', mr: '-2px' }}>
              <ArrowDropDownIcon />
            </IconButton>
          </Box>
        )
      }
      sx={AUTOCOMPLETE_LOOK(popupIcon)}
    />
  );
}
