import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isFinalStatus, STATUS_LABELS, STATUS_TRANSITIONS, STATUS_UNDO_WINDOW_MINUTES, type SubmissionStatus } from '@domain/status';
import { usePendingAction } from '../../../components/use-pending-action.hook';

const TARGETS = [...new Set(Object.values(STATUS_TRANSITIONS).flat())] as SubmissionStatus[];

interface Props {
  count: number;
  /** Sends the change; what happened to each row is the list's to show. */
  onApply(status: string, note: string): Promise<void>;
}

/** Moves the ticked rows to one status; each move follows the domain's rules. A request refused as a whole is shown here. */
export function BulkBar({ count, onApply }: Props) {
  const [target, setTarget] = useState('');
  const [note, setNote] = useState('');
  const { busy, error, run } = usePendingAction();
  const apply = async () => {
    const label = STATUS_LABELS[target as SubmissionStatus];
    if (
      isFinalStatus(target) &&
      !window.confirm(
        `Move ${count} submission(s) to ${label}? Artists are told at once; you can undo each within ${STATUS_UNDO_WINDOW_MINUTES} minutes.`,
      )
    )
      return;
    await run(() => onApply(label, note.trim()));
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'auto 1fr 2fr auto' }, alignItems: 'center' }}
      aria-label="Bulk status change"
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {count} selected
      </Typography>
      <TextField size="small" select label="Move to" value={target} onChange={(e) => setTarget(e.target.value)}>
        {TARGETS.map((s) => (
          <MenuItem key={s} value={s}>
            {STATUS_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" label="Note to the artists" value={note} onChange={(e) => setNote(e.target.value)} />
      <Button variant="contained" disabled={!target || count === 0 || busy} onClick={apply}>
        Apply to selected
      </Button>
      {error && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {error}
        </Alert>
      )}
    </Paper>
  );
}
