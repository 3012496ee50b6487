import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { UPLOAD_MESSAGES } from '@domain/files';
import { useWizardStore } from '../../../stores/wizard.store';

/** Non-dismissable while uploading: the stage, the percentage and the do-not-close warning (public flow §4). */
export function UploadProgressDialog() {
  const progress = useWizardStore((s) => s.progress);
  const submitting = useWizardStore((s) => s.submitting);
  // The dialog fades out after the wizard resets: it keeps showing the last stage (100 %), never a fresh 0 %.
  const [shown, setShown] = useState(progress);
  if (progress !== null && progress !== shown) setShown(progress);
  const view = progress ?? shown;
  return (
    // The wizard puts focus where the submission ended (the refusal beside the button, or the next page): the dialog
    // does not hand it back to the Submit button as it closes.
    <Dialog open={submitting && progress !== null} aria-labelledby="progress-title" fullWidth maxWidth="xs" disableRestoreFocus>
      <DialogTitle id="progress-title">Submitting your music</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }} role="status">
          {view?.stage} — {view?.percent ?? 0}%
        </Typography>
        <LinearProgress variant="determinate" value={view?.percent ?? 0} aria-label="Submission progress" />
        <Alert severity="warning" sx={{ mt: 2 }}>
          {UPLOAD_MESSAGES.doNotClose}
        </Alert>
      </DialogContent>
    </Dialog>
  );
}
