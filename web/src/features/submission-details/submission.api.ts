import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_MESSAGES } from '@domain/dashboard';
import { useInjection } from '../../di/container-context';
import { PORTAL_TOKENS } from '../../di/portal-tokens';
import { ApiError } from '../../gateway/api-error';
import type { SubmissionDetail as PortalSubmissionDetail } from '@wire';

export interface SubmissionLoad {
  submission: PortalSubmissionDetail | null;
  loading: boolean;
  error: string | null;
  notFound: boolean;
}

function messageOf(error: Error): string | null {
  if (error instanceof ApiError && error.status === 404) return null;
  return error instanceof ApiError && error.status > 0 && error.fromServer ? error.message : DASHBOARD_MESSAGES.detailsLoadFailed;
}

/** One of the artist's own submissions, with the messages of artist-portal §8. */
export function useSubmission(id: string | undefined): SubmissionLoad {
  const gateway = useInjection(PORTAL_TOKENS.profile);
  const query = useQuery({
    queryKey: ['submission', id],
    queryFn: () => gateway.submission(id ?? ''),
    enabled: !!id,
  });
  if (!id) return { submission: null, loading: false, error: DASHBOARD_MESSAGES.noSubmissionId, notFound: false };
  if (query.error) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return { submission: null, loading: false, error: messageOf(query.error), notFound };
  }
  return { submission: query.data ?? null, loading: query.isPending, error: null, notFound: false };
}
