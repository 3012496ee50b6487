import Alert, { type AlertProps } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { type StatusColour, statusBanner, statusColour } from '@domain/status';

const SEVERITY: Record<StatusColour, AlertProps['severity']> = { green: 'success', amber: 'warning', red: 'error', neutral: 'info' };

/** The details page's banner: title, then sub-text (artist-portal §4); a release being taken down says so instead. */
export function StatusBanner({ status, takenDown = false }: { status: string; takenDown?: boolean }) {
  const banner = statusBanner(status, takenDown);
  return (
    <Alert severity={takenDown ? 'warning' : SEVERITY[statusColour(status)]} variant="outlined" data-testid="status-banner">
      <AlertTitle>{banner.title}</AlertTitle>
      {banner.text}
    </Alert>
  );
}
