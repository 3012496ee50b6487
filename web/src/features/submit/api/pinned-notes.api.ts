import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useInjection } from '../../../di/container-context';
import { PORTAL_TOKENS } from '../../../di/portal-tokens';
import type { ProfileGateway } from '../../../gateway/profile.gateway';
import { sendingMutation } from '../../../queries/sending-mutation';

/** The artist's own submission (with the notes staff pinned to its fields), as the rework wizard reads it. */
export const ownSubmissionQuery = (profile: ProfileGateway, submissionId: string) =>
  queryOptions({ queryKey: ['submission', submissionId], queryFn: () => profile.submission(submissionId) });

export const useOwnSubmission = (submissionId: string) => useQuery(ownSubmissionQuery(useInjection(PORTAL_TOKENS.profile), submissionId));

/** The artist answers a pinned note that its field is right as it is; the submission is read again with the answer. */
export function useAnswerPin(submissionId: string) {
  const profile = useInjection(PORTAL_TOKENS.profile);
  const client = useQueryClient();
  return useMutation({
    ...sendingMutation(['submission', submissionId, 'answer-pin'], (v: { field: string; answer: string }) =>
      profile.answerPin(submissionId, v.field, v.answer),
    ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['submission', submissionId] }),
  });
}
