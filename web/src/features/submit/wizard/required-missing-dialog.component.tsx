import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { WIZARD_MESSAGES } from '@domain/forms';
import { useWizardStore } from '../../../stores/wizard.store';
import { scrollToField } from '../fields/field-path';
import { missingEntries } from './missing-entries';

/** 'Required Information Missing': each item scrolls to its field (public flow §2.4 Dialogs). */
export function RequiredMissingDialog() {
  const missing = useWizardStore((s) => s.missing);
  const close = useWizardStore((s) => s.closeMissing);
  return (
    <Dialog open={missing !== null} onClose={close} aria-labelledby="missing-title" fullWidth maxWidth="sm">
      <DialogTitle id="missing-title">{WIZARD_MESSAGES.requiredDialogTitle}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Please check these before moving on. Select one to go to it.
        </Typography>
        <List dense>
          {missingEntries(missing ?? []).map((entry) => (
            <ListItem key={entry.field} disablePadding>
              <ListItemButton
                onClick={() => {
                  close();
                  setTimeout(() => scrollToField(entry.field), 50);
                }}
              >
                <ListItemText primary={entry.label} secondary={entry.messages.join(' · ')} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
