import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { Link as RouterLink, Redirect } from 'wouter';
import { SIGN_IN_MESSAGES } from '@domain/access';
import { useSessionActions } from '../../queries/session.query';
import { forgetSessionExpiry } from '../../queries/session-expiry';
import { LostCode } from './lost-code.component';
import { SignInCard } from './sign-in-card.component';
import { signInNoticeOf } from './sign-in-notice';
import { useSignInReturn } from './sign-in-return.hook';

/** Artist sign-in by artist ID and invitation code (artist-portal §1, §5); back to the page asked for. */
export function LoginPage() {
  const { signInArtist } = useSessionActions();
  const { target, signedIn, query, goOn } = useSignInReturn('artist', '/dashboard');

  if (signedIn) return <Redirect to={target} replace />;

  return (
    <SignInCard
      title="Artist sign in"
      intro="Sign in with the artist ID and invitation code from your invitation email."
      action="/api/auth/artist/login/form"
      notice={signInNoticeOf(query)}
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
      onSubmit={async (v) => {
        await signInArtist(v.artistId.trim(), v.invitationCode.trim());
        forgetSessionExpiry();
        goOn();
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
