import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type FormEvent, type ReactNode, useState } from 'react';
import { LazyAlert } from '../../components/lazy-alert.component';
import { TextInput } from '../../components/text-input.component';
import { TitledCardPage } from '../../components/titled-card-page.component';

export interface SignInField {
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  requiredMessage: string;
}

export interface SignInNotice {
  severity: 'error' | 'warning' | 'success';
  message: string;
}

export interface SignInCardProps {
  title: string;
  intro: string;
  fields: SignInField[];
  /** Where the form posts when the page's script has not taken it over yet (api/auth/sign-in-form.controller.ts). */
  action: string;
  /** Why the visitor is here: a plain post's outcome (`?note=`), an ended session, a refused page. */
  notice?: SignInNotice | null;
  footer?: ReactNode;
  /** Resolves when signed in; rejects with the message to show. */
  onSubmit(values: Record<string, string>): Promise<void>;
}

/**
 * A labelled sign-in form: required checks per field, the server's message on refusal. Before its script runs it is a
 * plain form that posts to `action` (credentials never go into an address); once live it signs in without a reload.
 * Its fields and alerts are the light ones the wizard uses, so a sign-in page does not load MUI's Select, Menu and
 * Modal with TextField.
 */
export function SignInCard({ title, intro, fields, action, notice, footer, onSubmit }: SignInCardProps) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(fields.filter((f) => !(values[f.name] ?? '').trim()).map((f) => [f.name, f.requiredMessage]));
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(values);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };

  return (
    <TitledCardPage title={title} intro={intro}>
      {notice && !error && (
        <LazyAlert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
          {notice.message}
        </LazyAlert>
      )}
      {error && (
        <LazyAlert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </LazyAlert>
      )}
      <Box component="form" method="post" action={action} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {fields.map((field, index) => (
          <TextInput
            key={field.name}
            id={`sign-in-${field.name}`}
            label={field.label}
            name={field.name}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            autoFocus={index === 0}
            required
            value={values[field.name] ?? ''}
            onChange={(e) => {
              const typed = e.target.value;
              setValues((v) => ({ ...v, [field.name]: typed }));
            }}
            error={!!fieldErrors[field.name]}
            helperText={fieldErrors[field.name] ?? ' '}
          />
        ))}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </Box>
      {footer}
    </TitledCardPage>
  );
}
