import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { INVITATION_MESSAGES, invalidInvitationMessage, type LandingPageState } from '../../../../../domain/invitations';
import { useInjection } from '../../../di/container-context';
import { PUBLIC_TOKENS } from '../../../di/public-bindings';
import type { LandingGateway } from '../../../gateway/landing.gateway';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useSubmissionModeStore } from '../../../stores/submission-mode.store';
import { SubmitContent } from '../submit.page';
import { LandingInvalid, LandingLoading } from './landing-states.component';

/** /i/{token}: validates the invitation, then the wizard pre-filled (public flow §2.7). */
export function InvitationPage() {
  const { token } = useParams();
  const landing = useInjection<LandingGateway>(PUBLIC_TOKENS.landing);
  const update = useSubmissionFormStore((s) => s.update);
  const openForInvitedArtist = useSubmissionModeStore((s) => s.openForInvitedArtist);
  const [state, setState] = useState<LandingPageState>('loading');
  const [message, setMessage] = useState('');
  const [artistName, setArtistName] = useState('');

  useEffect(() => {
    if (!token) {
      setMessage(INVITATION_MESSAGES.noToken);
      return setState('invalid');
    }
    let live = true;
    landing.validateInvitation(token).then(
      (result) => {
        if (!live) return;
        const p = result.prefillData;
        update((f) => ({
          ...f,
          firstName: f.invitationToken === token && f.firstName ? f.firstName : p.firstName,
          surname: f.invitationToken === token && f.surname ? f.surname : p.surname,
          email: f.invitationToken === token && f.email ? f.email : p.email,
          artistName: f.invitationToken === token && f.artistName ? f.artistName : p.artistName,
          instagramProfile: f.instagramProfile || p.instagramProfile,
          tiktokProfile: f.tiktokProfile || p.tiktokProfile,
          spotifyProfile: f.spotifyProfile || p.spotifyProfile,
          country: f.country || p.country,
          city: f.city || p.city,
          listenLink: f.listenLink || p.listenLink,
          invitationToken: token,
          mondayItemId: result.mondayItemId,
        }));
        // An invited artist gets the full wizard even while open submissions are paused.
        openForInvitedArtist();
        setArtistName(result.artistName);
        setState('valid');
      },
      (error: unknown) => {
        if (!live) return;
        setMessage(
          invalidInvitationMessage(error instanceof Error && error.message !== '' ? error.message : INVITATION_MESSAGES.validationFailed),
        );
        setState('invalid');
      },
    );
    return () => {
      live = false;
    };
  }, [token, landing, update, openForInvitedArtist]);

  if (state === 'loading') return <LandingLoading what="invitation" />;
  if (state === 'invalid') return <LandingInvalid title="This invitation can't be used" message={message} />;
  return (
    <SubmitContent
      banner={
        <Alert severity="success" sx={{ mb: 3 }}>
          Welcome, {artistName}! We've filled in what we know — check it and add your release.
        </Alert>
      }
    />
  );
}
