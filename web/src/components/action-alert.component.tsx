import type { AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { LazyAlert } from './lazy-alert.component';

interface Props {
  severity: AlertProps['severity'];
  sx?: AlertProps['sx'];
  /** The button's word: Retry, Undo, Reload. */
  actionLabel: string;
  onAction(): void;
  children: ReactNode;
}

/** A message with the one thing to do about it as a small button at its end. */
export function ActionAlert({ severity, sx, actionLabel, onAction, children }: Props) {
  return (
    <LazyAlert
      severity={severity}
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onAction}>
          {actionLabel}
        </Button>
      }
    >
      {children}
    </LazyAlert>
  );
}
