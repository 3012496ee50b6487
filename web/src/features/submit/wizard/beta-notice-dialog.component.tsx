import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { BETA_NOTICE_KEY } from './beta-notice-key';

/** The beta notice; closing it marks it seen for this browser session. */
export function BetaNotice({ open, onClose }: { open: boolean; onClose: () => void }) {
  const close = () => {
    try {
      sessionStorage.setItem(BETA_NOTICE_KEY, '1');
    } catch {
      /* private mode: show again next time */
    }
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="beta-title" maxWidth="xs">
      <DialogTitle id="beta-title">Welcome to our new submission form</DialogTitle>
      <DialogContent>
        <Typography variant="body2">
          This form is in beta. Your answers are kept in this tab if you reload, but files need picking again. If anything goes wrong, the
          chat button or our email will reach a real person.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} variant="contained" autoFocus>
          Got it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
