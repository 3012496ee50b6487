import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { allowedNextStatuses, STATUS_LABELS, transitionStatus } from '../../../../../domain/status';

interface Props {
  status: string;
  onChange(status: string, note: string): Promise<void>;
}

/** Moves a submission along the domain's transitions, with an optional note the artist sees. */
export function StatusChange({ status, onChange }: Props) {
  const options = allowedNextStatuses(status);
  const [target, setTarget] = useState<string>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (options.length === 0) return <Typography color="text.secondary">This submission is {status}: no further status changes.</Typography>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const move = transitionStatus(status, target || status);
    if (!move.ok) {
      setError(move.message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onChange(STATUS_LABELS[move.status], note.trim());
      setTarget('');
      setNote('');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }} aria-label="Change status">
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      <TextField select label="New status" value={target} onChange={(e) => setTarget(e.target.value)} required>
        {options.map((s) => <MenuItem key={s} value={s}>{STATUS_LABELS[s]}</MenuItem>)}
      </TextField>
      <TextField label="Note to the artist (optional)" multiline minRows={3} value={note} onChange={(e) => setNote(e.target.value)} helperText="Shown on the artist's submission page and sent by email." />
      <Button type="submit" variant="contained" disabled={busy || !target}>{busy ? 'Saving…' : 'Change status'}</Button>
    </Box>
  );
}
