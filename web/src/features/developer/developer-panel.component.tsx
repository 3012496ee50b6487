import BuildIcon from '@mui/icons-material/Build';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CONFIG_MESSAGES, SUBMISSIONS_MODE_LABELS } from '@domain/submissions-mode';
import { ApiError } from '../../gateway/api-error';
import { useSubmissionsEnabled } from '../../queries/portal-config.query';
import { useSetSubmissionsEnabled } from './api/submissions-enabled.api';

/** Floating developer tools (localhost / 127.0.0.1 only): flips the server's submissions mode (public flow §2.10). */
// Floating on wider screens; on a phone it would cover the form's fields, so it sits below the footer instead.
const PLACE = {
  position: { xs: 'static', sm: 'fixed' },
  left: 16,
  bottom: 16,
  zIndex: 1200,
  alignSelf: 'flex-start',
  m: { xs: 2, sm: 0 },
} as const;

export function DeveloperPanel() {
  const enabled = useSubmissionsEnabled();
  const setEnabled = useSetSubmissionsEnabled();
  const busy = setEnabled.isPending;
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = (next: boolean) => {
    // Optimistic; a failed write reverts the switch and says why (e.g. 401 when not signed in as staff).
    setFailure(null);
    setEnabled.mutate(next, {
      onError: (error) => {
        setFailure(
          error instanceof ApiError && error.status > 0
            ? `${CONFIG_MESSAGES.updateFailed(error.status)}: ${error.message}`
            : CONFIG_MESSAGES.updateFailed(0),
        );
        console.error(error);
      },
    });
  };

  if (!open) {
    return (
      <Fab size="small" color="default" aria-label="Open developer tools" onClick={() => setOpen(true)} sx={{ ...PLACE, opacity: 0.8 }}>
        <BuildIcon fontSize="small" />
      </Fab>
    );
  }
  return (
    <Paper elevation={6} role="region" aria-label="Developer tools" sx={{ ...PLACE, p: 2, width: { xs: 'auto', sm: 260 } }}>
      <Typography variant="subtitle2">Developer tools</Typography>
      <FormControlLabel
        control={<Switch checked={enabled} disabled={busy} onChange={(e) => toggle(e.target.checked)} />}
        label={enabled ? SUBMISSIONS_MODE_LABELS.full : SUBMISSIONS_MODE_LABELS.waitingList}
      />
      <Typography variant="body2" color="text.secondary">
        Status: {enabled ? SUBMISSIONS_MODE_LABELS.accepting : SUBMISSIONS_MODE_LABELS.paused}
      </Typography>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" variant="outlined" onClick={() => window.location.reload()}>
          Refresh page
        </Button>
        <Button size="small" onClick={() => setOpen(false)}>
          Close
        </Button>
      </Stack>
    </Paper>
  );
}
