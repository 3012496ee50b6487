import Alert, { type AlertProps } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { type StatusColour, statusBanner, statusColour } from '@domain/status';

const SEVERITY: Record<StatusColour, AlertProps['severity']> = { green: 'success', amber: 'warning', red: 'error', neutral: 'info' };

/** The details page's banner: title, then sub-text (artist-portal §4). */
export function StatusBanner({ status }: { status: string }) {
  const banner = statusBanner(status);
  return (
    <Alert severity={SEVERITY[statusColour(status)]} variant="outlined" data-testid="status-banner">
      <AlertTitle>{banner.title}</AlertTitle>
      {banner.text}
    </Alert>
  );
}
