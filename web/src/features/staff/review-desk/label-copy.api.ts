import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LabelCopyCorrectionRequest, LabelCopyCorrectionResponse } from '@wire';
import { useInjection } from '../../../di/container-context';
import { PORTAL_TOKENS } from '../../../di/portal-tokens';
import type { ApiError } from '../../../gateway/api-error';
import type { LabelCopyGateway } from '../../../gateway/label-copy.gateway';

const labelCopyKey = (submissionId: string) => ['review', submissionId, 'label-copy'] as const;

export const labelCopyQuery = (gateway: LabelCopyGateway, submissionId: string) =>
  queryOptions({ queryKey: labelCopyKey(submissionId), queryFn: () => gateway.read(submissionId) });

const useGateway = () => useInjection(PORTAL_TOKENS.labelCopy);

export function useLabelCopy(submissionId: string) {
  return useQuery(labelCopyQuery(useGateway(), submissionId));
}

/**
 * Staff's correction: the answer replaces the panel's data, and the rest of the submission (title, timeline, a
 * delivery queued again) is read again.
 */
export function useCorrectLabelCopy(submissionId: string) {
  const gateway = useGateway();
  const client = useQueryClient();
  return useMutation<LabelCopyCorrectionResponse, ApiError, LabelCopyCorrectionRequest>({
    mutationFn: (patch) => gateway.correct(submissionId, patch),
    onSuccess: async (answer) => {
      client.setQueryData(labelCopyKey(submissionId), answer);
      await client.invalidateQueries({ queryKey: ['review', submissionId], predicate: (q) => q.queryKey[2] !== 'label-copy' });
    },
  });
}
