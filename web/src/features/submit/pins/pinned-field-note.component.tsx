import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { isPinUntouched, type PinnedFieldRef } from '../../../../../domain/review-pins';
import { usePinnedNotesStore } from '../../../stores/pinned-notes.store';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { pinnableOf, withSent } from './pinnable-form';

/** Staff's note pinned to this field, shown beside it until the artist changes the field. */
export function PinnedFieldNote({ field }: { field: PinnedFieldRef }) {
  const note = usePinnedNotesStore((s) => s.notes.find((n) => n.field === field));
  const untouched = useSubmissionFormStore((s) => (note ? isPinUntouched(withSent([note])[0], pinnableOf(s.form)) : false));
  if (!note || !untouched) return null;
  return (
    <Alert
      severity="warning"
      variant="outlined"
      data-testid="pinned-field-note"
      data-pinned-field={field}
      sx={{ overflowWrap: 'anywhere' }}
    >
      <AlertTitle>Our team asks about the {note.label.charAt(0).toLowerCase() + note.label.slice(1)}</AlertTitle>
      <span style={{ whiteSpace: 'pre-line' }}>{note.note}</span>
    </Alert>
  );
}
