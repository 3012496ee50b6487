import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A small text field with a magnifier in front: the search box of the staff lists. */
export function SearchField(props: Omit<TextFieldProps, 'size' | 'slotProps'>) {
  return (
    <TextField
      {...props}
      size="small"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
