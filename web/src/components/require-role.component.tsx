import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { SIGN_IN_MESSAGES } from '../../../domain/access';
import { Loading } from '../app/loading.component';
import { useInjection } from '../di/container-context';
import { PORTAL_TOKENS } from '../di/portal-tokens';
import type { Role } from '../../../contracts';
import type { SessionGateway } from '../gateway/session.gateway';
import { useSessionStore } from '../stores/session.store';

export const SIGN_IN_PATHS: Record<Role, string> = { artist: '/login', staff: '/staff/login' };

/** Where a sign-in page sends the visitor back to (only paths of this site). */
export function returnPath(search: string, fallback: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') ? next : fallback;
}

/** Renders its children only for the given role; anyone else goes to that role's sign-in page and back after. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const gateway = useInjection<SessionGateway>(PORTAL_TOKENS.session);
  const { principal, status, load } = useSessionStore();
  const location = useLocation();

  useEffect(() => {
    if (status === 'unknown') void load(gateway);
  }, [status, load, gateway]);

  if (status !== 'ready') return <Loading />;
  if (principal?.role === role) return <>{children}</>;
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  const refused = principal ? `&refused=${encodeURIComponent(SIGN_IN_MESSAGES.forbidden)}` : '';
  return <Navigate to={`${SIGN_IN_PATHS[role]}?next=${next}${refused}`} replace />;
}
