import Alert from '@mui/material/Alert';
import { INVITATION_MESSAGES, invalidInvitationMessage } from '@domain/invitations';
import { SubmitContent } from '../submit.page';
import { LandingInvalid, LandingLoading } from './landing-states.component';
import { useLandingLink } from '../api/landing-link.api';

/** /i/{token}: validates the invitation, then the wizard pre-filled (public flow §2.7). */
export function InvitationPage() {
  const { token, link: invitation } = useLandingLink({
    kind: 'invitation',
    check: (landing, token) => landing.validateInvitation(token),
    prefill: (f, { prefillData: p, mondayItemId }, valid) => ({
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
      mondayItemId,
    }),
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
