import { useQuery } from '@tanstack/react-query';
import { useInjection } from '../../../di/container-context';
import { PUBLIC_TOKENS } from '../../../di/public-tokens';

/** The signed-in artist's unsent drafts, listed on the dashboard as In Progress. */
export function useMyDrafts() {
  const gateway = useInjection(PUBLIC_TOKENS.draft);
  return useQuery({ queryKey: ['drafts', 'mine'], queryFn: () => gateway.mine() });
}
