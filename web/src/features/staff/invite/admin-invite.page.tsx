import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { validateAdminInvite } from '@domain/forms';
import { ADMIN_INVITE_MESSAGES } from '@domain/invitations';
import type { FieldIssue } from '@domain/shared';
import { useInvitationWithLink } from './invite.api';
import { ApiError } from '../../../gateway/api-error';
import type { CreateInvitationRequest, CreateInvitationResponse } from '@wire';
import { SentenceList } from '../../../components/sentence-list.component';
import { StaffPage } from '../staff-page.component';

const EMPTY: CreateInvitationRequest = { artistName: '', firstName: '', surname: '', email: '', invitationReason: '' };
const FIELDS: { name: keyof CreateInvitationRequest; label: string; required: boolean; type?: string }[] = [
  { name: 'artistName', label: 'Artist name', required: true },
  { name: 'firstName', label: 'First name', required: true },
  { name: 'surname', label: 'Surname', required: true },
  { name: 'email', label: 'Email', required: true, type: 'email' },
];

const GUIDE = [
  'Fill in the artist’s details and, if you like, why you are inviting them.',
  'We create the artist, a personal invitation link and an artist ID with an invitation code.',
  'The invitation mail goes out at once (see the Outbox); the link opens the submission form pre-filled.',
  'The link works once and expires; the artist signs in to the portal with the ID and code.',
];

/** /admin/invite: form, result panel with the link, how-it-works guide (public flow §2.8, §5, §8). */
export function AdminInvitePage() {
  const invite = useInvitationWithLink();
  const [form, setForm] = useState<CreateInvitationRequest>(EMPTY);
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [result, setResult] = useState<(CreateInvitationResponse & { link: string | undefined }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAdminInvite(form);
    setIssues(found);
    setError(null);
    if (found.length > 0) return;
    setBusy(true);
    try {
      setResult(await invite.mutateAsync({ ...form, invitationReason: form.invitationReason?.trim() || undefined }));
      setForm(EMPTY);
    } catch (e) {
      setResult(null);
      setError(
        e instanceof ApiError
          ? e.status === 0
            ? ADMIN_INVITE_MESSAGES.networkError
            : e.message || ADMIN_INVITE_MESSAGES.createFailed
          : ADMIN_INVITE_MESSAGES.createFailed,
      );
    } finally {
      setBusy(false);
    }
  };

  const link = result?.link;
  const steps = result?.nextSteps ?? [];
  return (
    <StaffPage title="Invite an artist">
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
          {issues.length > 0 && <Alert severity="error">{issues[0].message}</Alert>}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {FIELDS.map((f) => (
              <TextField
                key={f.name}
                name={f.name}
                label={f.label}
                required={f.required}
                type={f.type ?? 'text'}
                value={form[f.name] ?? ''}
                onChange={(e) => setForm({ ...form, [f.name]: e.target.value })}
                error={issues.some((i) => i.field === f.name)}
              />
            ))}
          </Box>
          <TextField
            name="invitationReason"
            label="Invitation reason (optional)"
            multiline
            minRows={3}
            value={form.invitationReason ?? ''}
            onChange={(e) => setForm({ ...form, invitationReason: e.target.value })}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Creating invitation…' : 'Create invitation'}
          </Button>
          {result?.warning && (
            <Alert severity="warning" data-testid="invite-warning">
              {result.warning}
            </Alert>
          )}
          {result && (
            <Alert severity="success" data-testid="invite-result">
              <AlertTitle>{result.message}</AlertTitle>
              <Typography variant="body2">Sent to {result.email}</Typography>
              {link && (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                  <Typography variant="body2" component="code" sx={{ overflowWrap: 'anywhere' }} data-testid="invite-link">
                    {link}
                  </Typography>
                  <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void navigator.clipboard?.writeText(link)}>
                    Copy link
                  </Button>
                </Box>
              )}
              {steps.length > 0 && (
                <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
                  {steps.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </Box>
              )}
            </Alert>
          )}
        </Paper>
        <Paper variant="outlined" component="aside" aria-labelledby="how-it-works" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" id="how-it-works" gutterBottom>
            How it works
          </Typography>
          <SentenceList items={GUIDE} numbered variant="body2" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }} />
        </Paper>
      </Box>
    </StaffPage>
  );
}
