import { useSession } from '../../queries/session.query';

/** The signed-in role once GET /api/me has answered ('unknown' until then). */
export function useSessionRole(): 'unknown' | 'artist' | 'staff' | 'none' {
  const { principal, status } = useSession();
  if (status !== 'ready') return 'unknown';
  return principal?.role ?? 'none';
}
