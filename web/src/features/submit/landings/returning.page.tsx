import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { RETURNING_INVALID_REASONS, RETURNING_MESSAGES } from '@domain/invitations';
import { formatLongDate, parseDateInput } from '@domain/shared';
import { SubmitContent } from '../submit.page';
import { LandingInvalid, LandingLoading } from './landing-states.component';
import { useLandingLink } from '../api/landing-link.api';

const when = (value: string | null | undefined) => {
  const date = parseDateInput(value ?? null);
  return date ? formatLongDate(date) : 'Never';
};

/** /r/{token}: a returning artist's reusable link (public flow §2.7). */
export function ReturningPage() {
  const { token, link } = useLandingLink({
    kind: 'returning-link',
    check: async (landing, token) => ({
      validation: await landing.validateReturning(token),
      details: (await landing.returningDetails(token).catch(() => null))?.artistDetails,
    }),
    prefill: (f, { validation, details }, valid) => ({
      ...f,
      returningToken: valid,
      email: f.email || validation.artistEmail,
      artistName: f.artistName || validation.artistName,
      firstName: f.firstName || details?.firstName || '',
      surname: f.surname || details?.surname || '',
    }),
  });

  const invalid = (message: string) => (
    <LandingInvalid title="This link can't be used" message={message} reasons={Object.values(RETURNING_INVALID_REASONS)} />
  );
  if (!token) return invalid(RETURNING_MESSAGES.noToken);
  if (link.error) return invalid(link.error.message || RETURNING_MESSAGES.validationFailed);
  if (!link.data) return <LandingLoading what="link" />;
  const info = link.data;
  const v = info.validation;
  return (
    <SubmitContent
      banner={
        <Alert severity="success" sx={{ mb: 3 }}>
          <Typography sx={{ fontWeight: 600 }}>Welcome back{v?.artistName ? `, ${v.artistName}` : ''}!</Typography>
          <Typography variant="body2">
            Email: {v?.artistEmail} · Previous submissions: {v?.previousSubmissions ?? 0} · Link valid until {when(v?.expiresAt)} · Last
            used: {when(info?.details?.lastUsed)}
          </Typography>
        </Alert>
      }
    />
  );
}
