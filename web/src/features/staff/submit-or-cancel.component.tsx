import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** A staff form's own buttons: submit (held while it is `busy`), and Cancel where the form can be left unsaved. */
export function SubmitOrCancel({ label, busy, onCancel }: { label: string; busy: boolean; onCancel?: () => void }) {
  return (
    <Stack direction="row" spacing={1}>
      <Button type="submit" variant="contained" disabled={busy}>
        {label}
      </Button>
      {onCancel && <Button onClick={onCancel}>Cancel</Button>}
    </Stack>
  );
}
