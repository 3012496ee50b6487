import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { RETURNING_INVALID_REASONS, RETURNING_MESSAGES, type LandingPageState } from '../../../../../domain/invitations';
import { formatLongDate, parseDateInput } from '../../../../../domain/shared';
import { useInjection } from '../../../di/container-context';
import { PUBLIC_TOKENS } from '../../../di/public-bindings';
import type { ReturningDetailsResponse, ReturningValidationResponse } from '../../../../../contracts';
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
  const [state, setState] = useState<LandingPageState>('loading');
  const [message, setMessage] = useState('');
  const [info, setInfo] = useState<{
    validation: ReturningValidationResponse;
    details: ReturningDetailsResponse['artistDetails'] | undefined;
  } | null>(null);

  useEffect(() => {
    if (!token) {
      setMessage(RETURNING_MESSAGES.noToken);
      return setState('invalid');
    }
    let live = true;
    void (async () => {
      try {
        const validation = await landing.validateReturning(token);
        const details = (await landing.returningDetails(token).catch(() => null))?.artistDetails;
        if (!live) return;
        update((f) => ({
          ...f,
          returningToken: token,
          email: f.email || validation.artistEmail,
          artistName: f.artistName || validation.artistName,
          firstName: f.firstName || details?.firstName || '',
          surname: f.surname || details?.surname || '',
        }));
        openForInvitedArtist();
        setInfo({ validation, details });
        setState('valid');
      } catch (error) {
        if (!live) return;
        setMessage(error instanceof Error && error.message ? error.message : RETURNING_MESSAGES.validationFailed);
        setState('invalid');
      }
    })();
    return () => {
      live = false;
    };
  }, [token, landing, update, openForInvitedArtist]);

  if (state === 'loading') return <LandingLoading what="link" />;
  if (state === 'invalid')
    return <LandingInvalid title="This link can't be used" message={message} reasons={Object.values(RETURNING_INVALID_REASONS)} />;
  const v = info?.validation;
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
