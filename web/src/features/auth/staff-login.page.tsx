import { Redirect } from 'wouter';
import { COMMON_MESSAGES } from '@domain/shared';
import { SIGN_IN_MESSAGES } from '@domain/access';
import { useSessionActions } from '../../queries/session.query';
import { SignInCard } from './sign-in-card.component';
import { signInNoticeOf } from './sign-in-notice';
import { useSignInReturn } from './sign-in-return.hook';

/** Staff sign-in by email and password; a refused visitor of a staff page lands here with the reason. */
export function StaffLoginPage() {
  const { signInStaff } = useSessionActions();
  const { target, signedIn, query, goOn } = useSignInReturn('staff', '/staff/review');

  if (signedIn) return <Redirect to={target} replace />;

  return (
    <SignInCard
      title="Staff sign in"
      intro="For the label's team: review submissions, invite artists and read the analytics."
      action="/api/auth/staff/login/form"
      notice={signInNoticeOf(query)}
      fields={[
        { name: 'email', label: 'Email', type: 'email', autoComplete: 'username', requiredMessage: COMMON_MESSAGES.emailRequired },
        {
          name: 'password',
          label: 'Password',
          type: 'password',
          autoComplete: 'current-password',
          requiredMessage: SIGN_IN_MESSAGES.passwordRequired,
        },
      ]}
      onSubmit={async (v) => {
        await signInStaff(v.email.trim(), v.password);
        goOn();
      }}
    />
  );
}
