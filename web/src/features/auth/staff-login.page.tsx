import { Redirect, useLocation, useSearch } from 'wouter';
import { COMMON_MESSAGES } from '../../../../domain/shared';
import { SIGN_IN_MESSAGES } from '../../../../domain/access';
import { useSession, useSessionActions } from '../../queries/session.query';
import { returnPath } from '../../components/require-role.component';
import { SignInCard } from './sign-in-card.component';

/** Staff sign-in by email and password; a refused visitor of a staff page lands here with the reason. */
export function StaffLoginPage() {
  const { signInStaff } = useSessionActions();
  const { principal } = useSession();
  const [, navigate] = useLocation();
  const search = useSearch();
  const target = returnPath(search, '/staff/review');
  const refused = new URLSearchParams(search).get('refused');

  if (principal?.role === 'staff') return <Redirect to={target} replace />;

  return (
    <SignInCard
      title="Staff sign in"
      intro="For the label's team: review submissions, invite artists and read the analytics."
      notice={
        refused ? SIGN_IN_MESSAGES.forbidden : new URLSearchParams(search).get('expired') === '1' ? SIGN_IN_MESSAGES.sessionExpired : null
      }
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
        void navigate(target, { replace: true });
      }}
    />
  );
}
