import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DELIVERY_KIND_MESSAGES as M } from '@domain/release';

/**
 * Asked before a release that was taken down goes back to the stores (Deliver again, or Retry): the same dialog as Take
 * down, since either undoes what the other did.
 */
export function RedeliverConfirm({
  action,
  open,
  onClose,
  onConfirm,
}: {
  action: string;
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="redeliver-title">
      <DialogTitle id="redeliver-title">{action}</DialogTitle>
      <DialogContent>
        <DialogContentText>{M.confirmRedeliver}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{M.cancel}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
