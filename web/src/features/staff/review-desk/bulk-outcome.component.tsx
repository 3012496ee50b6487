import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { BulkStatusResponse } from '@wire';

/** What one bulk change did, with the rows' names as they stood when it was sent. */
export interface BulkOutcome {
  status: string;
  changed: BulkStatusResponse['changed'];
  refused: BulkStatusResponse['refused'];
  /** Submission id → 'Release title — Artist'. */
  names: Record<string, string>;
}

/** Every row of a bulk change, moved or refused with the reason; the refused rows stay ticked for another try. */
export function BulkOutcomeReport({ outcome, onClose }: { outcome: BulkOutcome; onClose(): void }) {
  const { status, changed, refused, names } = outcome;
  const name = (id: string) => names[id] ?? id;
  const severity = refused.length === 0 ? 'success' : changed.length === 0 ? 'error' : 'warning';
  return (
    <Alert severity={severity} onClose={onClose} aria-label="Bulk change result">
      <AlertTitle>
        {changed.length} moved to {status}
        {refused.length > 0 && `, ${refused.length} refused (still ticked)`}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {refused.map((r) => (
          <li key={r.id}>
            <strong>{name(r.id)}</strong>: refused. {r.message}
          </li>
        ))}
        {changed.map((id) => (
          <li key={id}>
            <strong>{name(id)}</strong>: moved to {status}.
          </li>
        ))}
      </Box>
    </Alert>
  );
}
