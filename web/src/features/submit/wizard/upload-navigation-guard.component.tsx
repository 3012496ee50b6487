import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useBlocker } from 'react-router';
import { LEAVE_WHILE_UPLOADING_MESSAGES as M } from '../../../../../domain/files';
import { isUploading } from './use-wizard-guards.hook';

/** In-app navigation away from the wizard during an upload asks first (the browser's own prompt covers reloads). */
export function UploadNavigationGuard() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isUploading());
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => open && blocker.reset()} aria-labelledby="leave-upload-title">
      <DialogTitle id="leave-upload-title">{M.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{M.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => open && blocker.reset()}>
          {M.stay}
        </Button>
        <Button onClick={() => open && blocker.proceed()}>{M.leave}</Button>
      </DialogActions>
    </Dialog>
  );
}
