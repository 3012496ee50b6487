import { type ReactNode, useDeferredValue } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { returnPathOf, SIGN_IN_MESSAGES, SIGN_IN_PAGES } from '@domain/access';
import { Loading } from '../app/loading.component';
import type { Role } from '@wire';
import { useSession } from '../queries/session.query';
import { sessionExpired } from '../queries/session-expiry';

export const SIGN_IN_PATHS: Record<Role, string> = { artist: SIGN_IN_PAGES.artist.path, staff: SIGN_IN_PAGES.staff.path };

/** Where a sign-in page sends the visitor back to (only paths of this site). */
export function returnPath(search: string, fallback: string): string {
  return returnPathOf(new URLSearchParams(search).get('next'), fallback);
}

interface Props {
  role: Role;
  /** Shown until the session check has answered (a loading notice unless given). */
  pending?: ReactNode;
  children: ReactNode;
}

/** Renders its children only for the given role; anyone else goes to that role's sign-in page and back after. */
export function RequireRole({ role, pending = <Loading />, children }: Props) {
  const session = useSession();
  // The answer lands through the query cache, which React renders at once and in one piece: the page it opens (a
  // whole first render) is drawn as a deferred update instead, in slices that leave the main thread free.
  const principal = useDeferredValue(session.principal);
  const status = useDeferredValue(session.status);
  const [pathname] = useLocation();
  const search = useSearch();

  if (status !== 'ready') return <>{pending}</>;
  if (principal?.role === role) return <>{children}</>;
  const next = encodeURIComponent(`${pathname}${search ? `?${search}` : ''}`);
  const refused = principal ? `&refused=${encodeURIComponent(SIGN_IN_MESSAGES.forbidden)}` : sessionExpired() ? '&expired=1' : '';
  return <Redirect to={`${SIGN_IN_PATHS[role]}?next=${next}${refused}`} replace />;
}
