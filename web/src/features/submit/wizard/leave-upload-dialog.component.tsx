import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Blocker } from 'react-router';
import { LEAVE_WHILE_UPLOADING_MESSAGES as M } from '../../../../../domain/files';

/** 'Leave while files are uploading?': stay, or let the blocked navigation go on. */
export function LeaveUploadDialog({ open, blocker }: { open: boolean; blocker: Blocker }) {
  const stay = () => blocker.state === 'blocked' && blocker.reset();
  return (
    <Dialog open={open} onClose={stay} aria-labelledby="leave-upload-title">
      <DialogTitle id="leave-upload-title">{M.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{M.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={stay}>
          {M.stay}
        </Button>
        <Button onClick={() => blocker.state === 'blocked' && blocker.proceed()}>{M.leave}</Button>
      </DialogActions>
    </Dialog>
  );
}
