import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useInjection } from '../../../di/container-context';
import { PORTAL_TOKENS } from '../../../di/portal-tokens';
import type { IntegrationsGateway } from '../../../gateway/integrations.gateway';

/** The page reads again this often, so retries that happen meanwhile show up. */
export const INTEGRATIONS_REFRESH_MS = 30_000;

const INTEGRATIONS_KEY = ['staff', 'integrations'] as const;

export const integrationsQuery = (gateway: IntegrationsGateway) =>
  queryOptions({ queryKey: INTEGRATIONS_KEY, queryFn: () => gateway.overview(), refetchInterval: INTEGRATIONS_REFRESH_MS });

const useGateway = () => useInjection(PORTAL_TOKENS.integrations);

/** Provider health, the backlog and the waiting and dead jobs. */
export function useIntegrations() {
  return useQuery(integrationsQuery(useGateway()));
}

/** Retry or Discard of one job; the page reads again after either, whatever the answer. */
export function useJobAction(action: 'retry' | 'discard') {
  const gateway = useGateway();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => gateway[action](jobId),
    onSettled: () => client.invalidateQueries({ queryKey: INTEGRATIONS_KEY }),
  });
}
