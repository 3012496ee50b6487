import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { SplitSheetPage } from '@wire';
import { DECLINE_REASON_MAX } from '@domain/split-sheets';
import { NoteField } from '../../components/note-field.component';
import { EmbeddedAgree } from './embedded-agree.component';
import { useSplitSheetAnswers } from './split-sheet.api';

/** Agree by signing (typed name and consent with the built-in signer, or the label's provider), or decline with a reason. */
export function AnswerForm({ token, page }: { token: string; page: SplitSheetPage }) {
  const { agree, decline } = useSplitSheetAnswers(token);
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  const [reason, setReason] = useState('');
  const busy = agree.isPending || decline.isPending;
  const problem = agree.error ?? decline.error;
  return (
    <Stack spacing={2}>
      {problem && <Alert severity="error">{problem.message}</Alert>}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Agree and sign
        </Typography>
        {page.signing === 'embedded' ? (
          <EmbeddedAgree token={token} page={page} />
        ) : (
          <Stack spacing={1.5}>
            <TextField
              label="Your full name"
              value={fullName}
              onChange={(e) => setFullName(e.target.value)}
              helperText={`As on the sheet: ${page.person.name}`}
            />
            <FormControlLabel
              control={<Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)} />}
              label="I agree to my shares as shown above, for these recordings, and sign this split sheet electronically."
            />
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => agree.mutate({ fullName, consent, documentSha256: page.documentSha256 })}
            >
              Agree and sign
            </Button>
          </Stack>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Something is wrong?
        </Typography>
        <Stack spacing={1.5}>
          <NoteField
            label="Why you decline"
            minRows={2}
            value={reason}
            onText={setReason}
            slotProps={{ htmlInput: { maxLength: DECLINE_REASON_MAX } }}
          />
          <Button variant="outlined" color="error" disabled={busy} onClick={() => decline.mutate({ reason })}>
            Decline
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
