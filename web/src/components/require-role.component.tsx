import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { SIGN_IN_MESSAGES } from '../../../domain/access';
import { Loading } from '../app/loading.component';
import type { Role } from '../../../contracts';
import { useSession } from '../queries/session.query';
import { sessionExpired } from '../queries/session-expiry';

export const SIGN_IN_PATHS: Record<Role, string> = { artist: '/login', staff: '/staff/login' };

/** Where a sign-in page sends the visitor back to (only paths of this site). */
export function returnPath(search: string, fallback: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') ? next : fallback;
}

/** Renders its children only for the given role; anyone else goes to that role's sign-in page and back after. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { principal, status } = useSession();
  const [pathname] = useLocation();
  const search = useSearch();

  if (status !== 'ready') return <Loading />;
  if (principal?.role === role) return <>{children}</>;
  const next = encodeURIComponent(`${pathname}${search ? `?${search}` : ''}`);
  const refused = principal ? `&refused=${encodeURIComponent(SIGN_IN_MESSAGES.forbidden)}` : sessionExpired() ? '&expired=1' : '';
  return <Redirect to={`${SIGN_IN_PATHS[role]}?next=${next}${refused}`} replace />;
}
