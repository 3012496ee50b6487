import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSubmissionsEnabled, usePortalConfigGateway } from '../../../queries/portal-config.query';

/** Staff's switch (developer panel): shown at once, put back if the server refuses. */
export function useSetSubmissionsEnabled() {
  const gateway = usePortalConfigGateway();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => gateway.setSubmissionsEnabled(enabled),
    onMutate: (enabled) => showSubmissionsEnabled(client, enabled),
    onError: (_error, enabled) => showSubmissionsEnabled(client, !enabled),
    onSuccess: (enabled) => showSubmissionsEnabled(client, enabled),
  });
}
