import { COMMON_MESSAGES } from '@domain/shared';
import { SIGN_IN_MESSAGES } from '@domain/access';
import { useSessionActions } from '../../queries/session.query';
import { SignInPage } from './sign-in-page.component';

/** Staff sign-in by email and password; a refused visitor of a staff page lands here with the reason. */
export function StaffLoginPage() {
  const { signInStaff } = useSessionActions();
  return (
    <SignInPage
      role="staff"
      home="/staff/review"
      title="Staff sign in"
      intro="For the label's team: review submissions, invite artists and read the analytics."
      action="/api/auth/staff/login/form"
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
      signIn={(v) => signInStaff(v.email.trim(), v.password)}
    />
  );
}
