import Typography from '@mui/material/Typography';
import { summariseSplit } from '@domain/credits';

/** The running total under a split: red over 100, 'Need N% more' under, a tick at 100. */
export function SplitTotal({ percentages, label }: { percentages: (number | null)[]; label: string }) {
  const summary = summariseSplit(percentages);
  const colour = summary.state === 'over' ? 'error' : summary.state === 'complete' ? 'success.main' : 'warning.main';
  return (
    <Typography variant="body2" color={colour} role="status" data-testid={`${label}-total`} sx={{ fontWeight: 600 }}>
      {label} total: {summary.total}%{summary.message ? ` — ${summary.message}` : ' ✓'}
    </Typography>
  );
}
