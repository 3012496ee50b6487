import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { MAX_PIN_ANSWER_LENGTH, PIN_MESSAGES } from '@domain/review-pins';
import { useAnswerPin } from '../api/pinned-notes.api';

interface Props {
  submissionId: string;
  field: string;
  label: string;
  initial: string;
  onDone(): void;
}

/** Where the artist says why a field staff asked about is right as it is. */
export function PinAnswerForm({ submissionId, field, label, initial, onDone }: Props) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const answer = useAnswerPin(submissionId);
  const send = async () => {
    if (!text.trim()) return setError(PIN_MESSAGES.answerRequired);
    try {
      await answer.mutateAsync({ field, answer: text });
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    // Not a form of its own: it sits inside the wizard's form, and forms do not nest.
    <Stack spacing={1} sx={{ mt: 1 }}>
      <TextField
        label={`Why the ${label.charAt(0).toLowerCase() + label.slice(1)} is right`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={2}
        size="small"
        error={error !== null}
        helperText={error ?? 'Our team reads this beside their note.'}
        slotProps={{ htmlInput: { maxLength: MAX_PIN_ANSWER_LENGTH, 'data-testid': 'pin-answer-text' } }}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" size="small" loading={answer.isPending} onClick={() => void send()}>
          Send answer
        </Button>
        <Button size="small" onClick={onDone}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
