import { queryOptions, useQuery } from '@tanstack/react-query';
import { useInjection } from '../../../di/container-context';
import { PORTAL_TOKENS } from '../../../di/portal-tokens';
import type { ProfileGateway } from '../../../gateway/profile.gateway';

/** The artist's own submission (with the notes staff pinned to its fields), as the rework wizard reads it. */
export const ownSubmissionQuery = (profile: ProfileGateway, submissionId: string) =>
  queryOptions({ queryKey: ['submission', submissionId], queryFn: () => profile.submission(submissionId) });

export const useOwnSubmission = (submissionId: string) => useQuery(ownSubmissionQuery(useInjection(PORTAL_TOKENS.profile), submissionId));
