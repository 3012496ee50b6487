import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type FormEvent, useState } from 'react';
import { COMMON_MESSAGES, isValidEmail } from '@domain/shared';
import { LazyAlert } from '../../components/lazy-alert.component';
import { TextInput } from '../../components/text-input.component';
import { useRequestNewCode } from './api/new-code.api';

type Outcome = { severity: 'success' | 'error'; message: string } | null;

/**
 * 'Lost your code?': a fresh sign-in code mailed to the artist's own address (the answer never says whether it is
 * known). A native disclosure and a plain form, so it works before the page's script runs; the script then answers in
 * place.
 */
export function LostCode() {
  const newCode = useRequestNewCode();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isValidEmail(address)) {
      setEmailError(COMMON_MESSAGES.invalidEmail);
      return;
    }
    setEmailError(null);
    setBusy(true);
    try {
      setOutcome({ severity: 'success', message: await newCode.mutateAsync(address) });
    } catch (error) {
      setOutcome({ severity: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="details" sx={{ mt: 2 }}>
      <Box
        component="summary"
        sx={{ typography: 'body2', color: 'primary.main', cursor: 'pointer', width: 'fit-content', textDecoration: 'underline' }}
      >
        Lost your code?
      </Box>
      <Box
        component="form"
        method="post"
        action="/api/auth/artist/lost-code/form"
        noValidate
        onSubmit={send}
        aria-label="Request a new sign-in code"
        sx={{ display: 'grid', gap: 1.5, mt: 2 }}
      >
        <TextInput
          id="lost-code-email"
          name="email"
          label="Email your invitation was sent to"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={!!emailError}
          helperText={emailError ?? 'We email a new code; the old one stops working.'}
        />
        <Button type="submit" variant="outlined" disabled={busy}>
          {busy ? 'Sending…' : 'Email me a new code'}
        </Button>
        {outcome && (
          <LazyAlert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
            {outcome.message}
          </LazyAlert>
        )}
      </Box>
    </Box>
  );
}
