import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ANALYTICS_MESSAGES, ANALYTICS_REFRESH_MS } from '@domain/analytics';
import { useInjection } from '../../../di/container-context';
import { PORTAL_TOKENS } from '../../../di/portal-tokens';
import { ApiError } from '../../../gateway/api-error';

function messageOf(error: Error): string {
  if (!(error instanceof ApiError)) return ANALYTICS_MESSAGES.unknownError;
  return error.status === 0 ? ANALYTICS_MESSAGES.fetchFailed : error.message || ANALYTICS_MESSAGES.unknownError;
}

/** The dashboard of one time window, read again every 5 minutes; the previous window stays shown while the next loads. */
export function useAnalytics(hours: number) {
  const gateway = useInjection(PORTAL_TOKENS.analytics);
  const query = useQuery({
    queryKey: ['analytics', hours],
    queryFn: () => gateway.dashboard(hours),
    refetchInterval: ANALYTICS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  return {
    data: query.data ?? null,
    loading: query.isFetching,
    error: query.error ? messageOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}
