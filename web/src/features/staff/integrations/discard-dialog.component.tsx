import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { INTEGRATIONS_MESSAGES } from '@domain/jobs';
import type { JobRow } from '@wire';

/** Asks before a job is discarded; cancelling changes nothing. */
export function DiscardDialog({ job, onCancel, onConfirm }: { job: JobRow | null; onCancel(): void; onConfirm(job: JobRow): void }) {
  return (
    <Dialog open={job !== null} onClose={onCancel} aria-labelledby="discard-job-title">
      <DialogTitle id="discard-job-title">Discard job</DialogTitle>
      <DialogContent>
        <DialogContentText>{job ? INTEGRATIONS_MESSAGES.confirmDiscard(job.kind) : ''}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Keep it</Button>
        <Button color="error" variant="contained" onClick={() => job && onConfirm(job)}>
          Discard
        </Button>
      </DialogActions>
    </Dialog>
  );
}
