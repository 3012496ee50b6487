import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { LEAVE_WHILE_UPLOADING_MESSAGES as M } from '@domain/files';
import { leave, stay } from '../../../app/router/leave-guard';

/** 'Leave while files are uploading?': stay, or let the held navigation go on. */
export function LeaveUploadDialog({ open }: { open: boolean }) {
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
        <Button onClick={leave}>{M.leave}</Button>
      </DialogActions>
    </Dialog>
  );
}
