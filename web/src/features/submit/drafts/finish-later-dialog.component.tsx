import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { FinishLaterResponse } from '@wire';
import { formatLongDate } from '@domain/shared';
import { useDraftStore } from '../../../stores/draft.store';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useFinishLater } from '../api/draft.api';

/** Saves the draft and mails a private link to it (shown here too, to copy) to the step-1 email, valid while the draft is kept. */
export function FinishLaterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const finishLater = useFinishLater();
  const stepOneEmail = useSubmissionFormStore((s) => s.form.email);
  const [sent, setSent] = useState<FinishLaterResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const { id, token } = useDraftStore.getState();
    if (!id) return;
    setBusy(true);
    setError(null);
    try {
      setSent(await finishLater.mutateAsync({ id, token }));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setSent(null);
    setError(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="finish-later-title" fullWidth maxWidth="sm">
      <DialogTitle id="finish-later-title">Finish later</DialogTitle>
      <DialogContent>
        {sent ? (
          <>
            <DialogContentText sx={{ mb: 2 }}>
              We emailed the link to {sent.mailedTo}. It opens this release with your answers and uploaded files, on any device, until{' '}
              {formatLongDate(new Date(sent.expiresAt))}.
            </DialogContentText>
            <TextField
              label="Your private link"
              value={sent.link}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'finish-later-link' } }}
              onFocus={(e) => e.target.select()}
            />
            <Alert severity="info" sx={{ mt: 2 }}>
              Keep it private: anyone with the link can see and change this draft.
            </Alert>
          </>
        ) : (
          <>
            <DialogContentText sx={{ mb: 2 }}>
              Your answers and files are saved as you go. We will email you a private link to continue, to{' '}
              {stepOneEmail || 'the email you give on the first step'}.
            </DialogContentText>
            {error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {error}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{sent ? 'Done' : 'Cancel'}</Button>
        {!sent && (
          <Button variant="contained" onClick={() => void send()} disabled={busy}>
            Email me the link
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
