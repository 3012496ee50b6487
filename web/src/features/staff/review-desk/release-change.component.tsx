import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { DELIVERY_KIND_MESSAGES as M, TAKEDOWN_REASON_MAX } from '@domain/release';
import { useChangeDelivery } from './release-delivery.api';

type Asking = 'update' | 'takedown' | null;

/**
 * 'Send update' and 'Take down' for a release the stores have, each asked again in a dialog (a takedown with the
 * reason the artist reads); the server's refusal shows in its words.
 */
export function ReleaseChange({ submissionId, disabled }: { submissionId: string; disabled: boolean }) {
  const change = useChangeDelivery(submissionId);
  const [asking, setAsking] = useState<Asking>(null);
  const [reason, setReason] = useState('');
  const close = () => setAsking(null);
  const confirm = () => {
    change.mutate(asking === 'takedown' ? { kind: 'takedown', reason } : { kind: 'update' }, {
      onSuccess: () => {
        setAsking(null);
        setReason('');
      },
    });
  };
  return (
    <>
      <Button variant="outlined" disabled={disabled || change.isPending} onClick={() => setAsking('update')}>
        {M.sendUpdate}
      </Button>
      <Button variant="outlined" color="error" disabled={disabled || change.isPending} onClick={() => setAsking('takedown')}>
        {M.takeDown}
      </Button>
      <Dialog open={asking !== null} onClose={close} aria-labelledby="release-change-title">
        <DialogTitle id="release-change-title">{asking === 'takedown' ? M.takeDown : M.sendUpdate}</DialogTitle>
        <DialogContent>
          <DialogContentText>{asking === 'takedown' ? M.confirmTakedown : M.confirmUpdate}</DialogContentText>
          {asking === 'takedown' && (
            <TextField
              autoFocus
              fullWidth
              multiline
              margin="normal"
              label={M.reasonLabel}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { maxLength: TAKEDOWN_REASON_MAX } }}
            />
          )}
          {change.error && <Alert severity="error">{change.error.message}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{M.cancel}</Button>
          <Button variant="contained" color={asking === 'takedown' ? 'error' : 'primary'} disabled={change.isPending} onClick={confirm}>
            {asking === 'takedown' ? M.takeDown : M.sendUpdate}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
