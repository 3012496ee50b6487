import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'wouter';
import { SIGN_IN_MESSAGES } from '@domain/access';
import { useSessionActions } from '../../queries/session.query';
import { forgetSessionExpiry } from '../../queries/session-expiry';
import { LostCode } from './lost-code.component';
import { SignInPage } from './sign-in-page.component';

/** Artist sign-in by artist ID and invitation code (artist-portal §1, §5); back to the page asked for. */
export function LoginPage() {
  const { signInArtist } = useSessionActions();
  return (
    <SignInPage
      role="artist"
      home="/dashboard"
      title="Artist sign in"
      intro="Sign in with the artist ID and invitation code from your invitation email."
      action="/api/auth/artist/login/form"
      fields={[
        { name: 'artistId', label: 'Artist ID', autoComplete: 'username', requiredMessage: SIGN_IN_MESSAGES.artistIdRequired },
        {
          name: 'invitationCode',
          label: 'Invitation code',
          type: 'password',
          autoComplete: 'current-password',
          requiredMessage: SIGN_IN_MESSAGES.invitationCodeRequired,
        },
      ]}
      signIn={async (v) => {
        await signInArtist(v.artistId.trim(), v.invitationCode.trim());
        forgetSessionExpiry();
      }}
      footer={
        <>
          <LostCode />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
            No invitation yet?{' '}
            <Link component={RouterLink} to="/submit">
              Submit your music
            </Link>{' '}
            and our team will be in touch.
          </Typography>
        </>
      }
    />
  );
}
