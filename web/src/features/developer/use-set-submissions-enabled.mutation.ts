import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUBMISSIONS_ENABLED_KEY, usePortalConfigGateway } from '../../queries/portal-config.query';

/** Staff's switch (developer panel): shown at once, put back if the server refuses. */
export function useSetSubmissionsEnabled() {
  const gateway = usePortalConfigGateway();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => gateway.setSubmissionsEnabled(enabled),
    onMutate: (enabled) => client.setQueryData(SUBMISSIONS_ENABLED_KEY, enabled),
    onError: (_error, enabled) => client.setQueryData(SUBMISSIONS_ENABLED_KEY, !enabled),
    onSuccess: (enabled) => client.setQueryData(SUBMISSIONS_ENABLED_KEY, enabled),
  });
}
