import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { INVITATION_MESSAGES, invalidInvitationMessage } from '../../../../../domain/invitations';
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
  // The answer fills the form before the wizard appears, so the wizard opens the invited artist's draft.
  const invitation = useQuery({
    queryKey: ['invitation', token],
    enabled: !!token,
    staleTime: Infinity,
    queryFn: async () => {
      const valid = token ?? '';
      const result = await landing.validateInvitation(valid);
      const p = result.prefillData;
      update((f) => ({
        ...f,
        firstName: f.invitationToken === valid && f.firstName ? f.firstName : p.firstName,
        surname: f.invitationToken === valid && f.surname ? f.surname : p.surname,
        email: f.invitationToken === valid && f.email ? f.email : p.email,
        artistName: f.invitationToken === valid && f.artistName ? f.artistName : p.artistName,
        instagramProfile: f.instagramProfile || p.instagramProfile,
        tiktokProfile: f.tiktokProfile || p.tiktokProfile,
        spotifyProfile: f.spotifyProfile || p.spotifyProfile,
        country: f.country || p.country,
        city: f.city || p.city,
        listenLink: f.listenLink || p.listenLink,
        invitationToken: valid,
        mondayItemId: result.mondayItemId,
      }));
      // An invited artist gets the full wizard even while open submissions are paused.
      openForInvitedArtist();
      return result;
    },
  });

  if (!token) return <LandingInvalid title="This invitation can't be used" message={INVITATION_MESSAGES.noToken} />;
  if (invitation.error)
    return (
      <LandingInvalid
        title="This invitation can't be used"
        message={invalidInvitationMessage(invitation.error.message || INVITATION_MESSAGES.validationFailed)}
      />
    );
  if (!invitation.data) return <LandingLoading what="invitation" />;
  const { artistName } = invitation.data;
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
