import { useLocation, useSearch } from 'wouter';
import { returnPath } from '../../components/require-role.component';
import { useSession } from '../../queries/session.query';

/**
 * Where a sign-in page sends its visitor: back to the page asked for, or `home`. `signedIn` once the session holds
 * `role`; `query` is the page's own query (why the visitor was sent here).
 */
export function useSignInReturn(role: 'artist' | 'staff', home: string) {
  const { principal } = useSession();
  const [, navigate] = useLocation();
  const search = useSearch();
  const target = returnPath(search, home);
  return {
    target,
    signedIn: principal?.role === role,
    query: new URLSearchParams(search),
    goOn: () => void navigate(target, { replace: true }),
  };
}
