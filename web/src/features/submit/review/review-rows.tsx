import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatLongDate, parseDateInput } from '@domain/shared';

/** One label and its answer on the review step; an empty answer reads as a dash. */
export function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.75 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

export function longDate(value: string | null | undefined): string {
  const date = parseDateInput(value ?? null);
  return date ? formatLongDate(date) : '';
}

export const fullName = (p: { firstName?: string; surname?: string; lastName?: string }) =>
  [p.firstName, p.surname ?? p.lastName].filter(Boolean).join(' ').trim();

/** What a blank identifier means on the review: the label assigns one. */
export const assignedOnApproval = 'Assigned by the label on approval';
