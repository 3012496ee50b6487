import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { isPinUntouched, PIN_MESSAGES, type PinnedFieldRef } from '@domain/review-pins';
import { usePinnedNotesStore } from '../../../stores/pinned-notes.store';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { PinAnswerForm } from './pin-answer-form.component';
import { pinnableOf, withSent } from './pinnable-form';

/**
 * Staff's note pinned to this field, shown beside it until the artist changes the field. Where the field is right as
 * it is, the artist answers so instead, and the note stops holding the resubmission back.
 */
export function PinnedFieldNote({ field }: { field: PinnedFieldRef }) {
  const note = usePinnedNotesStore((s) => s.notes.find((n) => n.field === field));
  const submissionId = usePinnedNotesStore((s) => s.submissionId);
  const untouched = useSubmissionFormStore((s) => (note ? isPinUntouched(withSent([note])[0], pinnableOf(s.form)) : false));
  const [answering, setAnswering] = useState(false);
  if (!note || !untouched) return null;
  const about = note.label.charAt(0).toLowerCase() + note.label.slice(1);
  const canAnswer = submissionId !== null && !answering;
  return (
    <Alert
      severity={note.answer ? 'info' : 'warning'}
      variant="outlined"
      data-testid="pinned-field-note"
      data-pinned-field={field}
      sx={{ overflowWrap: 'anywhere', '& .MuiAlert-message': { flex: 1 } }}
    >
      <AlertTitle>Our team asks about the {about}</AlertTitle>
      <span style={{ whiteSpace: 'pre-line' }}>{note.note}</span>
      {note.answer && !answering && (
        <p data-testid="pin-answer" style={{ margin: '8px 0 0', whiteSpace: 'pre-line' }}>
          <strong>{PIN_MESSAGES.answered}:</strong> {note.answer.text}
        </p>
      )}
      {canAnswer && (
        <Button color="inherit" variant="outlined" size="small" sx={{ mt: 1, display: 'flex' }} onClick={() => setAnswering(true)}>
          {note.answer ? 'Edit answer' : PIN_MESSAGES.keepAsIs}
        </Button>
      )}
      {answering && submissionId && (
        <PinAnswerForm
          submissionId={submissionId}
          field={field}
          label={note.label}
          initial={note.answer?.text ?? ''}
          onDone={() => setAnswering(false)}
        />
      )}
    </Alert>
  );
}
