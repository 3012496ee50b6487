import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { UPLOAD_MESSAGES } from '@domain/files';
import type { FileSlot } from '../../../stores/submission-form.model';

/** A slot's upload message; a failed upload that may go through again offers Retry (it resumes where it stopped). */
export function UploadErrorAlert({ slot, onRetry }: { slot: FileSlot; onRetry?: () => void }) {
  if (!slot.error) return null;
  const retry = slot.state === 'failed' && slot.retryable && onRetry;
  return (
    <Alert
      severity="error"
      sx={{ mt: 1 }}
      action={
        retry ? (
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            onClick={onRetry}
            aria-label={`${UPLOAD_MESSAGES.retry} ${slot.fileName}`}
          >
            {UPLOAD_MESSAGES.retry}
          </Button>
        ) : undefined
      }
    >
      {slot.error}
    </Alert>
  );
}
