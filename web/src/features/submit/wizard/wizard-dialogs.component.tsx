import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FORM_MESSAGES } from '../../../../../domain/forms';
import { UPLOAD_MESSAGES } from '../../../../../domain/files';
import { useWizardStore } from '../../../stores/wizard.store';
import { fieldLabel, scrollToField } from '../fields/field-path';

/** 'Required Information Missing': each item scrolls to its field (public flow §2.4 Dialogs). */
export function RequiredMissingDialog() {
  const missing = useWizardStore((s) => s.missing);
  const close = useWizardStore((s) => s.closeMissing);
  return (
    <Dialog open={missing !== null} onClose={close} aria-labelledby="missing-title" fullWidth maxWidth="sm">
      <DialogTitle id="missing-title">{FORM_MESSAGES.requiredDialogTitle}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Please check these before moving on. Select one to go to it.
        </Typography>
        <List dense>
          {(missing ?? []).map((issue) => (
            <ListItemButton
              key={`${issue.field}-${issue.message}`}
              onClick={() => {
                close();
                setTimeout(() => scrollToField(issue.field), 50);
              }}
            >
              <ListItemText primary={fieldLabel(issue.field)} secondary={issue.message} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Non-dismissable while uploading: the stage, the percentage and the do-not-close warning (public flow §4). */
export function UploadProgressDialog() {
  const progress = useWizardStore((s) => s.progress);
  const submitting = useWizardStore((s) => s.submitting);
  return (
    <Dialog open={submitting && progress !== null} aria-labelledby="progress-title" fullWidth maxWidth="xs">
      <DialogTitle id="progress-title">Submitting your music</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }} role="status">
          {progress?.stage} — {progress?.percent ?? 0}%
        </Typography>
        <LinearProgress variant="determinate" value={progress?.percent ?? 0} aria-label="Submission progress" />
        <Alert severity="warning" sx={{ mt: 2 }}>
          {UPLOAD_MESSAGES.doNotClose}
        </Alert>
      </DialogContent>
    </Dialog>
  );
}

export const BETA_NOTICE_KEY = 'harbour-beta-notice-seen';

/** Shown once per browser session. */
export function BetaNoticeDialog() {
  const [open, setOpen] = useState(() => {
    try {
      return sessionStorage.getItem(BETA_NOTICE_KEY) !== '1';
    } catch {
      return false;
    }
  });
  const close = () => {
    try {
      sessionStorage.setItem(BETA_NOTICE_KEY, '1');
    } catch {
      /* private mode: show again next time */
    }
    setOpen(false);
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
