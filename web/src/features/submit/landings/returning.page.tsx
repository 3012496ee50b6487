import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { RETURNING_INVALID_REASONS, RETURNING_MESSAGES } from '../../../../../domain/invitations';
import { formatLongDate, parseDateInput } from '../../../../../domain/shared';
import { useInjection } from '../../../di/container-context';
import { PUBLIC_TOKENS } from '../../../di/public-bindings';
import type { LandingGateway } from '../../../gateway/landing.gateway';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useSubmissionModeStore } from '../../../stores/submission-mode.store';
import { SubmitContent } from '../submit.page';
import { LandingInvalid, LandingLoading } from './landing-states.component';

const when = (value: string | null | undefined) => {
  const date = parseDateInput(value ?? null);
  return date ? formatLongDate(date) : 'Never';
};

/** /r/{token}: a returning artist's reusable link (public flow §2.7). */
export function ReturningPage() {
  const { token } = useParams();
  const landing = useInjection<LandingGateway>(PUBLIC_TOKENS.landing);
  const update = useSubmissionFormStore((s) => s.update);
  const openForInvitedArtist = useSubmissionModeStore((s) => s.openForInvitedArtist);
  // The answer fills the form before the wizard appears, so the wizard opens the returning artist's draft.
  const link = useQuery({
    queryKey: ['returning-link', token],
    enabled: !!token,
    staleTime: Infinity,
    queryFn: async () => {
      const valid = token ?? '';
      const validation = await landing.validateReturning(valid);
      const details = (await landing.returningDetails(valid).catch(() => null))?.artistDetails;
      update((f) => ({
        ...f,
        returningToken: valid,
        email: f.email || validation.artistEmail,
        artistName: f.artistName || validation.artistName,
        firstName: f.firstName || details?.firstName || '',
        surname: f.surname || details?.surname || '',
      }));
      openForInvitedArtist();
      return { validation, details };
    },
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
