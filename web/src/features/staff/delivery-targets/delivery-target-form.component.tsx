import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { DeliveryTargetRequest } from '@wire';
import { AUDIO_FORMAT_LABELS, CHOREOGRAPHY_LABELS, DELIVERY_TARGET_MESSAGES as M, MESSAGE_CONTROL_LABELS } from '@domain/delivery-targets';
import { ApiError } from '../../../gateway/api-error';
import { DealFields } from './deal-fields.component';
import { requestOf, type TargetFormState } from './delivery-target-fields';
import { SubmitOrCancel } from '../submit-or-cancel.component';

type TextKey = Exclude<keyof TargetFormState, 'deals'>;

interface Props {
  initial: TargetFormState;
  /** Whether a password / private key is already stored (they are never shown back). */
  stored?: { password: boolean; privateKey: boolean };
  submitLabel: string;
  onSubmit: (target: DeliveryTargetRequest) => Promise<unknown>;
  onCancel?: () => void;
}

/** A target's settings; a refusal shows beside its field in the server's words. */
export function DeliveryTargetForm({ initial, stored, submitLabel, onSubmit, onCancel }: Props) {
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<ApiError | Error | null>(null);
  const [busy, setBusy] = useState(false);
  const problem = (field: string) => (error instanceof ApiError ? error.details.find((d) => d.field === field)?.message : undefined);
  const field = (key: TextKey, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      size="small"
      label={label}
      value={form[key]}
      onChange={(event) => setForm({ ...form, [key]: event.target.value })}
      {...extra}
      // After the field's own props: a refusal replaces the field's hint rather than hiding behind it.
      error={Boolean(problem(key))}
      helperText={problem(key) ?? extra.helperText}
      slotProps={{ htmlInput: { 'aria-label': label } }}
    />
  );
  const choice = (key: TextKey, label: string, labels: Readonly<Record<string, string>>) =>
    field(key, label, {
      select: true,
      children: Object.entries(labels).map(([value, words]) => (
        <MenuItem key={value} value={value}>
          {words}
        </MenuItem>
      )),
    });
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit(requestOf(form));
    } catch (caught) {
      setError(caught instanceof Error ? caught : new Error(String(caught)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2} component="form" onSubmit={(event) => (event.preventDefault(), void submit())}>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('name', 'Name')}
        {field('partyId', 'DDEX Party Id', { helperText: 'PADPIDA…: the recipient of every message' })}
        {field('partyName', 'DDEX party name')}
        {field('host', 'SFTP host')}
        {field('port', 'Port', { type: 'number' })}
        {field('username', 'User')}
        {field('password', 'Password', {
          type: 'password',
          autoComplete: 'new-password',
          helperText: stored?.password ? `${M.passwordSet}. ${M.keepSecret}` : undefined,
        })}
        {field('hostKeySha256', 'Host key (SHA256:…)')}
        {field('folder', 'Folder')}
        {field('leadTimeBusinessDays', 'Lead time (business days)', { type: 'number' })}
        {field('acknowledgementWindowHours', 'Acknowledgement window (hours)', { type: 'number' })}
        {field('artworkMinSidePx', 'Smallest artwork (pixels a side)', { type: 'number' })}
        {choice('choreography', 'Choreography', CHOREOGRAPHY_LABELS)}
        {choice('messageControl', 'Messages', MESSAGE_CONTROL_LABELS)}
        {choice('audioFormat', 'Audio format', AUDIO_FORMAT_LABELS)}
      </Box>
      {field('privateKey', 'Private key', {
        multiline: true,
        minRows: 2,
        helperText: stored?.privateKey ? `${M.keySet}. ${M.keepSecret}` : 'OpenSSH private key, instead of or beside the password',
      })}
      <DealFields deals={form.deals} onChange={(deals) => setForm({ ...form, deals })} error={problem('deals')} />
      <SubmitOrCancel label={submitLabel} busy={busy} onCancel={onCancel} />
    </Stack>
  );
}
