import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ActionAlert } from '../../../components/action-alert.component';
import { useDraftStore } from '../../../stores/draft.store';
import { lazyWhenOpen } from '../../../components/lazy-when-open';
import { DRAFT_MESSAGES } from '@domain/drafts';
import { formatClockTime } from '@domain/shared';

const FinishLaterDialog = lazyWhenOpen(async () => (await import('./finish-later-dialog.component')).FinishLaterDialog);

/** Where the draft stands (saved, saving, only in this tab) and the private 'finish later' link. */
export function DraftStatus() {
  const status = useDraftStore((s) => s.status);
  const savedAt = useDraftStore((s) => s.savedAt);
  const problem = useDraftStore((s) => s.problem);
  const hasDraft = useDraftStore((s) => s.id !== null);
  const [sharing, setSharing] = useState(false);

  if (status === 'conflict')
    return (
      <ActionAlert severity="warning" sx={{ mb: 2 }} actionLabel="Reload" onAction={() => window.location.reload()}>
        {DRAFT_MESSAGES.changedElsewhere}
      </ActionAlert>
    );
  const words =
    status === 'opening'
      ? 'Opening your draft…'
      : status === 'saving' || status === 'unsaved'
        ? 'Saving…'
        : status === 'offline'
          ? 'Not saved to your account yet: your answers are kept in this tab.'
          : status === 'refused'
            ? `Not saved: ${problem ?? 'the server refused this change'} Your answers are kept in this tab.`
            : `Draft saved${savedAt ? ` at ${formatClockTime(new Date(savedAt))}` : ''}`;
  const unsaved = status === 'offline' || status === 'refused';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="body2" color={unsaved ? 'warning.dark' : 'text.secondary'} role="status" aria-live="polite">
        {words}
      </Typography>
      {hasDraft && (
        <Button size="small" variant="text" onClick={() => setSharing(true)}>
          Finish later
        </Button>
      )}
      <FinishLaterDialog open={sharing} onClose={() => setSharing(false)} />
    </Box>
  );
}
