import { useEffect } from 'react';
import { useInjection } from '../../di/container-context';
import { PORTAL_TOKENS } from '../../di/portal-tokens';
import type { SessionGateway } from '../../gateway/session.gateway';
import { selectRole, useSessionStore } from '../../stores/session.store';

/** The signed-in role once GET /api/me has answered ('unknown' until then). */
export function useSessionRole(): 'unknown' | 'artist' | 'staff' | 'none' {
  const gateway = useInjection<SessionGateway>(PORTAL_TOKENS.session);
  const load = useSessionStore((s) => s.load);
  const status = useSessionStore((s) => s.status);
  const role = useSessionStore(selectRole);
  useEffect(() => {
    if (status === 'unknown') void load(gateway);
  }, [gateway, load, status]);
  if (status !== 'ready') return 'unknown';
  return role ?? 'none';
}
