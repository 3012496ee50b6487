import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** What the outlined fields (the one-line TextInput, the growing TextArea) both take, as MUI's TextField names it. */
export interface OutlinedFieldProps {
  id?: string;
  name?: string;
  label?: ReactNode;
  helperText?: ReactNode;
  value: string;
  placeholder?: string;
  disabled?: boolean;
  error?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  'data-field'?: string;
  sx?: SxProps<Theme>;
}
