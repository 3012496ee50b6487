import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PlatformDialog } from '../../../components/platform-dialog.component';
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
    <PlatformDialog
      open={open}
      onClose={close}
      title="Welcome to our new submission form"
      titleId="beta-title"
      actions={
        <Button onClick={close} variant="contained">
          Got it
        </Button>
      }
    >
      <Typography variant="body2">
        This form is in beta. Your answers and files are saved as you go, so a reload or another device picks up where you left off. If
        anything goes wrong, the chat button or our email will reach a real person.
      </Typography>
    </PlatformDialog>
  );
}
